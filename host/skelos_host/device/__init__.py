"""A board: its byte transport and protocol client, finding boards and sharing one between
`skelos` processes, what it reports wrong, putting a scenario on it, its strip in a terminal, the
project's files it needs, and the device app hosted in this process (the simulator's and the box's
board)."""
