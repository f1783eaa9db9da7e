"""Skelos host package: the laptop side of the electronic Book of Skelos."""

__version__ = "0.1.0"
