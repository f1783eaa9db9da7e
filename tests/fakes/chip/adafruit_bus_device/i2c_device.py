"""Fake `adafruit_bus_device.i2c_device`: I2CDevice on the fake bus
(busio.devices, address -> the device's memory), as CircuitPython's does:
it probes its address when made (shared-module/adafruit_bus_device/i2c_device/
I2CDevice.c: ValueError "No I2C device at address: 0x50"); a write is
[address high, address low, data...] to the FRAM, a write_then_readinto
sends the address and reads.  Every device made is kept in `instances`.

`flaky` (per test): the next `flaky[0]` writes fail with OSError EIO after
`flaky[1]` bytes of their data reached the FRAM (an I2C write the chip stops
acknowledging: the bytes acknowledged before are written)."""

instances = []
flaky = [0, 0]


class I2CDevice:
    def __init__(self, i2c, device_address, probe=True):
        if probe and device_address not in i2c.devices:
            raise ValueError("No I2C device at address: 0x%x" % device_address)
        self.i2c = i2c
        self.device_address = device_address
        self.mem = i2c.devices.get(device_address)
        self.transactions = 0
        self.locked = False
        instances.append(self)

    def __enter__(self):
        assert not self.locked, "I2CDevice entered twice"
        self.locked = True
        return self

    def __exit__(self, *exc):
        self.locked = False
        return False

    def write(self, buf, *, start=0, end=None):
        assert self.locked, "I2CDevice.write outside `with`"
        end = len(buf) if end is None else end
        data = bytes(buf[start:end])
        self.transactions += 1
        addr = (data[0] << 8) | data[1]
        payload = data[2:]
        if flaky[0] > 0:
            flaky[0] -= 1
            k = max(0, min(flaky[1], len(payload)))
            if k:
                self.mem[addr:addr + k] = payload[:k]
            raise OSError(5, "Input/output error")
        if payload:
            self.mem[addr:addr + len(payload)] = payload

    def write_then_readinto(self, out_buffer, in_buffer, *, out_start=0, out_end=None, in_start=0, in_end=None):
        assert self.locked, "I2CDevice.write_then_readinto outside `with`"
        out_end = len(out_buffer) if out_end is None else out_end
        in_end = len(in_buffer) if in_end is None else in_end
        a = bytes(out_buffer[out_start:out_end])
        addr = (a[0] << 8) | a[1]
        n = in_end - in_start
        self.transactions += 1
        data = self.mem.data[addr:addr + n]
        for i in range(n):
            in_buffer[in_start + i] = data[i]
