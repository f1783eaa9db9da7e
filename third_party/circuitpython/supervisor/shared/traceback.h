// This file is part of the CircuitPython project: https://circuitpython.org
//
// SPDX-FileCopyrightText: Copyright (c) 2020 Christian Walther
//
// SPDX-License-Identifier: MIT

#pragma once

#ifndef MICROPY_INCLUDED_SUPERVISOR_TRACEBACK_H
#define MICROPY_INCLUDED_SUPERVISOR_TRACEBACK_H

#endif  // MICROPY_INCLUDED_SUPERVISOR_TRACEBACK_H
