// This file is part of the CircuitPython project: https://circuitpython.org
//
// SPDX-FileCopyrightText: Copyright (c) 2023 Dan Halbert for Adafruit Industries
//
// SPDX-License-Identifier: MIT

#pragma once

#include "supervisor/shared/safe_mode.h"

extern const mp_obj_type_t supervisor_safe_mode_reason_type;
