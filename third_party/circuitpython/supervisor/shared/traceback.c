// This file is part of the CircuitPython project: https://circuitpython.org
//
// SPDX-FileCopyrightText: Copyright (c) 2020 Christian Walther
//
// SPDX-License-Identifier: MIT

#include "traceback.h"
