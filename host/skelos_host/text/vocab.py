"""Words the device and the rules core send as values, marked for the catalogue.

The core reports states as stable English words ("dead", "overlord"...); the
host shows them through `_()` (e.g. `_(tile_status)`), and these markers put
each of them in the catalogues.  The French words follow docs/glossary.toml.
"""

from skelos_host.text.i18n import N_

TILE_STATUS = (N_("alive"), N_("dead"), N_("event"), N_("reserve"), N_("removed"))
PHASES = (N_("heroes"), N_("overlord"))
ROLES = (N_("minion"), N_("leader"), N_("monster"))
OUTCOMES = (N_("time"), N_("playing"))
GEM_ZONES = (N_("available"), N_("fatigue"), N_("spent"), N_("spells"), N_("removed"))
SPENT = (N_("move"), N_("defense"), N_("reroll"))
PORT_KINDS = (N_("usb"), N_("simulator"), N_("given"), N_("port"))
DICE = (N_("yellow"), N_("orange"), N_("red"))
# OrcQuest WarPath: its phases and the `over` of a finished game
ORC_PHASES = (N_("heroes"), N_("activation"), N_("event"))
ORC_WINNERS = (N_("heroes"), N_("enemies"), N_("time"))
