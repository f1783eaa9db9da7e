# The Skelos board: CircuitPython 9.2.1's raspberry_pi_pico board (its four
# other files here are that board's, unchanged) with the modules the product
# never imports left out, which leaves the heap more room.  The frozen modules
# (FROZEN_MPY_DIRS) are given by the build command: python -m skelos_host.toolchain.firmware build.
USB_VID = 0x239A
USB_PID = 0x80F4
USB_PRODUCT = "Pico"
USB_MANUFACTURER = "Raspberry Pi"

CHIP_VARIANT = RP2040
CHIP_FAMILY = rp2

EXTERNAL_FLASH_DEVICES = "W25Q16JVxQ"

CIRCUITPY__EVE = 0
CIRCUITPY_PICODVI = 0
CIRCUITPY_MIN_GCC_VERSION = 12

# No second-long wait at each power-on for a reset press into safe mode: the
# board shows its first frame a second sooner.  A board that will not start is
# still recovered by flashing a UF2 from its boot loader (hold BOOTSEL while
# plugging it in), or into safe mode by microcontroller.on_next_reset
# (docs/firmware.md, "Safe mode").
CIRCUITPY_SKIP_SAFE_MODE_WAIT = 1

# off: the product never imports them
CIRCUITPY_AUDIOBUSIO = 0
CIRCUITPY_AUDIOCORE = 0
CIRCUITPY_AUDIOIO = 0
CIRCUITPY_AUDIOMIXER = 0
CIRCUITPY_AUDIOMP3 = 0
CIRCUITPY_AUDIOPWMIO = 0
CIRCUITPY_SYNTHIO = 0
CIRCUITPY_RGBMATRIX = 0
CIRCUITPY_USB_HOST = 0
CIRCUITPY_PYUSB = 0
CIRCUITPY_USB_VIDEO = 0
CIRCUITPY_IMAGECAPTURE = 0
CIRCUITPY_QRIO = 0
CIRCUITPY_FLOPPYIO = 0
CIRCUITPY_DISPLAYIO = 0
CIRCUITPY_PARALLELDISPLAYBUS = 0
CIRCUITPY_ULAB = 0
CIRCUITPY_HASHLIB = 0
CIRCUITPY_HASHLIB_MBEDTLS = 0
CIRCUITPY_SSL = 0
CIRCUITPY_WIFI = 0
CIRCUITPY_BLEIO_HCI = 0
CIRCUITPY_AESIO = 0
CIRCUITPY_MSGPACK = 0
CIRCUITPY_SDCARDIO = 0
CIRCUITPY_I2CTARGET = 0
CIRCUITPY_TOUCHIO = 0
CIRCUITPY_ROTARYIO = 0
CIRCUITPY_COUNTIO = 0
CIRCUITPY_ANALOGBUFIO = 0
CIRCUITPY_USB_HID = 0
CIRCUITPY_USB_MIDI = 0
CIRCUITPY_BITOPS = 0
CIRCUITPY_MEMORYMAP = 0
