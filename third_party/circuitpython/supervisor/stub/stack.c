// This file is part of the CircuitPython project: https://circuitpython.org
//
// SPDX-FileCopyrightText: Copyright (c) 2018 Scott Shawcroft for Adafruit Industries
//
// SPDX-License-Identifier: MIT

#include "supervisor/shared/stack.h"

bool stack_ok(void) {
    return true;
}

void assert_heap_ok(void) {
}

void stack_init(void) {
}
