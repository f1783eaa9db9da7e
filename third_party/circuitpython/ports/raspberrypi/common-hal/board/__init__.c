// This file is part of the CircuitPython project: https://circuitpython.org
//
// SPDX-FileCopyrightText: Copyright (c) 2021 Scott Shawcroft for Adafruit Industries
//
// SPDX-License-Identifier: MIT

#include <string.h>

#include "py/runtime.h"
#include "py/mphal.h"
#include "common-hal/microcontroller/Pin.h"

// Pins aren't actually defined here. They are in the board specific directory
// such as boards/arduino_zero/pins.c.
