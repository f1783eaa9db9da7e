"""The heroes' sheets on the host: hero presets (presets.py), the table of
sheets beside the Overlord's board and its log in the session store
(table.py), the heroes' story and figures (tell.py), the hero sheet page's
routes (web.py)."""
