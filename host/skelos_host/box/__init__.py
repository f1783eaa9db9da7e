"""A whole table in one process: the hosted board, its sharing socket, its page and its logger
(`skelos play`), and the Raspberry Pi's box around it (`skelos box`: its strip, buttons and FRAM or
file)."""
