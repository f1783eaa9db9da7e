// This file is part of the CircuitPython project: https://circuitpython.org
//
// SPDX-FileCopyrightText: Copyright (c) 2021 Kattni Rembor
//
// SPDX-License-Identifier: MIT

#pragma once
#include <stdint.h>

#include "py/obj.h"

int32_t colorwheel(mp_float_t pos);
