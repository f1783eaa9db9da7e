"""One module per `skelos` command."""
