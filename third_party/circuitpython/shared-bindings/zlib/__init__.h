// This file is part of the CircuitPython project: https://circuitpython.org
//
// SPDX-FileCopyrightText: Copyright (c) 2022 Mark Komus
//
// SPDX-License-Identifier: MIT

#pragma once

mp_obj_t common_hal_zlib_decompress(mp_obj_t data, mp_int_t wbits);
