#pragma once

#include "include/cmsis/rename_exceptions.h"

#include "pico-sdk-configboard.h"
