"""`python -m skelos_host.cli ...`: the `skelos` program (skelos_host.cli.main)."""

from skelos_host.cli import main

main()
