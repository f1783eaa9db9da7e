/*
 * Copyright (c) 2020 Raspberry Pi (Trading) Ltd.
 *
 * SPDX-License-Identifier: BSD-3-Clause
 */

#ifndef _PICO_SYNC_H
#define _PICO_SYNC_H

/** \file pico/sync.h
 *  \defgroup pico_sync pico_sync
 * \brief Synchronization primitives and mutual exclusion
 */

#include "pico/sem.h"
#include "pico/mutex.h"
#include "pico/critical_section.h"

#endif
