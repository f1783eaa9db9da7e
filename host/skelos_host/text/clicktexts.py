"""Click's own messages that a player meets, marked for the skelos catalogue.

Click prints these through gettext; `skelos_host.text.i18n` points click's gettext
functions at the skelos catalogue, so they follow `--lang` and LANG too.  The
texts must be exactly click's; one that changes in a later click release just
stays in English until it is added here.
"""

from skelos_host.text.i18n import N_, Nn_

TEXTS = (
    N_("Usage:"),
    N_("Options"),
    N_("Commands"),
    N_("Show this message and exit."),
    N_("Show the version and exit."),
    N_("%(prog)s, version %(version)s"),
    N_("Error: {message}"),
    N_("Try '{command} {option}' for help."),
    N_("Aborted!"),
    N_("Missing command."),
    N_("Missing argument"),
    N_("Missing option"),
    N_("Missing parameter"),
    N_("No such option {name!r}."),
    N_("No such command {name!r}."),
    N_("Invalid value for {param_hint}: {message}"),
    N_("Invalid value: {message}"),
    N_("default: {default}"),
    N_("required"),
    N_("env var: {var}"),
    N_("{value!r} is not a valid {number_type}."),
    N_("{name} {filename!r} does not exist."),
    N_("file"),
    N_("directory"),
    N_("path"),
    N_("Option {name!r} does not take a value."),
    N_("{value} is not in the range {range}."),
    N_("{name} {filename!r} is a directory."),
    N_("{name} {filename!r} is a file."),
    N_("Missing parameter: {param_name}"),
    N_("Missing {param_type}"),
    N_("(dynamic)"),
    N_("integer"),          # (the kinds of number in "{value!r} is not a valid {number_type}.")
    N_("float"),
    N_("integer range"),
    N_("float range"),
)

# The words click puts in a usage line and before an option's help (skelos_host.text.i18n translates them as a
# whole, or the word inside "[SESSION]" and before "...").  The arguments' names are the commands'.
METAVARS = (
    N_("[OPTIONS]"),
    N_("COMMAND [ARGS]..."),
    N_("[COMMAND] [ARGS]..."),
    N_("TEXT"),
    N_("INTEGER"),
    N_("INTEGER RANGE"),
    N_("FLOAT"),
    N_("FLOAT RANGE"),
    N_("BOOLEAN"),
    N_("FILE"),
    N_("DIRECTORY"),
    N_("PATH"),
    N_("FILENAME"),
    N_("HERO"),
    N_("PRESET"),
    N_("SCENARIO"),
    N_("SESSION"),
    N_("NAME"),
)

PLURALS = (
    Nn_("{value!r} is not {choice}.", "{value!r} is not one of {choices}."),
    Nn_("Got unexpected extra argument ({args})", "Got unexpected extra arguments ({args})"),
    Nn_("Option {name!r} requires an argument.", "Option {name!r} requires {nargs} arguments."),
)
