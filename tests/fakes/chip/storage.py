"""Fake `storage`: remounting and hiding the drive do nothing here."""


def remount(*a, **kw):
    pass


def disable_usb_drive():
    pass
