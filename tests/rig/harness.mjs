// The Skelos test rig: stock CircuitPython on an emulated RP2040 (rp2040js),
// with the reference board around it.
//
// One process holds one board: its flash (the firmware, the CIRCUITPY drive,
// nvm) and its FRAM survive power cycles; each power-on is a new RP2040.
// The driver (tests/rig/rig.py) talks to this process with one JSON object
// per line on stdin and gets one JSON reply per line on stdout.  Everything
// runs synchronously inside the simulation: nothing here depends on the wall
// clock, so a run is the same however loaded the machine is.
//
// What is modelled, beyond rp2040js itself (docs/rig.md says why and where
// it stops):
//   * GPIO levels: an output drives its own input; an undriven input follows
//     its pull (internal, or the I2C bus pull-ups), and keeps its last level
//     when nothing pulls it; buttons short a pin to ground.
//   * I2C: the FRAM (MB85RC256V) on the bus, both through the I2C peripheral
//     (byte timing from the SCL counts the firmware programs) and through
//     CircuitPython's bit-banged probe on the bare pins.
//   * Flash: the boot ROM's flash_range_erase / flash_range_program are
//     trapped and applied to the flash array (with the chip's typical erase
//     and program times), so nvm and CIRCUITPY writes persist like on the chip.
//   * PIO: run in step with simulated time; the words the firmware pushes to
//     the NeoPixel state machine's TX FIFO are the frames.
//   * USB: a host that enumerates the composite device, sets DTR on every CDC
//     interface and reads / writes both CDC ports; it can stop reading a port
//     (it then NAKs, as a host whose tty buffer is full).

import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { RP2040, GPIOPinState } from 'rp2040js';

// stdout carries the protocol: anything the emulator prints goes to stderr.
for (const k of ['log', 'info', 'warn', 'error', 'debug']) {
  console[k] = (...a) => process.stderr.write(a.join(' ') + '\n');
}

const FLASH_SIZE = 2 * 1024 * 1024; // the Pico's W25Q16JV
const FS_OFFSET = 0x100000; // CIRCUITPY starts at 1 MiB
const ERASE_NS = 45e6; // W25Q16JV sector erase, typical
const PROGRAM_NS = 0.4e6; // page program, typical
const BKPT_ERASE = 0xe5;
const BKPT_PROGRAM = 0xe6;

const FUNC_I2C = 3;
const FUNC_SIO = 5;
const FUNC_PIO0 = 6;
const FUNC_PIO1 = 7;

// ------------------------------------------------------------------ images
function parseUF2(bytes) {
  const flash = new Uint8Array(FLASH_SIZE).fill(0xff);
  let blocks = 0;
  for (let o = 0; o + 512 <= bytes.length; o += 512) {
    const v = new DataView(bytes.buffer, bytes.byteOffset + o, 512);
    if (v.getUint32(0, true) !== 0x0a324655 || v.getUint32(4, true) !== 0x9e5d5157 ||
        v.getUint32(508, true) !== 0x0ab16f30) {
      throw new Error('not a UF2 block at byte ' + o);
    }
    const addr = v.getUint32(12, true);
    const size = v.getUint32(16, true);
    if (addr < 0x10000000 || addr + size > 0x10000000 + FLASH_SIZE || size > 476) {
      throw new Error('UF2 block outside the flash at 0x' + addr.toString(16));
    }
    flash.set(bytes.subarray(o + 32, o + 32 + size), addr - 0x10000000);
    blocks++;
  }
  if (!blocks) throw new Error('empty UF2');
  return flash;
}

function romFunction(rom, code) {
  // The boot ROM's public function table: a 16-bit pointer at 0x14 to
  // (code u16, function u16) pairs, ended by a zero code.
  const view = new DataView(rom.buffer, rom.byteOffset, rom.byteLength);
  let o = view.getUint16(0x14, true);
  for (;;) {
    const c = view.getUint16(o, true);
    if (!c) throw new Error('boot ROM has no function ' + code);
    if (c === (code.charCodeAt(0) | (code.charCodeAt(1) << 8))) return view.getUint16(o + 2, true) & ~1;
    o += 4;
  }
}

// ------------------------------------------------------------------ I2C FRAM
class FRAM {
  // MB85RC256V: 32 KB, two address bytes, the address wraps; the reserved
  // device-ID address 0x7C answers manufacturer 0x00A, product 0x510.
  constructor(bytes, address) {
    this.mem = bytes;
    this.address = address;
    this.sel = null;
    this.ptr = 0;
    this.nAddr = 0;
    this.idByte = 0;
    this.idOk = false;
    this.writes = 0;
    this.bytesWritten = 0;
    // power cuts: transactions that carried data (a read's address phase carries none),
    // the data bytes of the one in progress (-1: none yet), and a planned cut
    this.dataWrites = 0;
    this.txBytes = -1;
    this.cut = null; // {n, bytes}: power lost once `bytes` data bytes of write n are stored (or at its end)
    this.dead = false; // power lost: nothing is stored any more, nothing acknowledged
    this.onCut = null;
  }

  powerLost() {
    this.dead = true;
    this.sel = null;
    if (this.onCut) this.onCut();
  }

  start() {
    this.sel = null;
  }

  connect(addr, read) {
    if (this.dead) return false;
    if (addr === this.address) {
      this.sel = 'mem';
      this.nAddr = read ? 2 : 0;
      if (!read) {
        this.writes++;
        this.txBytes = -1;
      }
      return true;
    }
    if (addr === 0x7c) {
      this.sel = 'id';
      if (read) this.idByte = 0;
      else this.idOk = false;
      return true;
    }
    this.sel = null;
    return false;
  }

  write(b) {
    if (this.sel === 'mem') {
      if (this.nAddr === 0) {
        this.ptr = (b << 8) & 0x7f00;
        this.nAddr = 1;
      } else if (this.nAddr === 1) {
        this.ptr = (this.ptr | b) % this.mem.length;
        this.nAddr = 2;
      } else {
        if (this.txBytes < 0) {
          this.txBytes = 0;
          this.dataWrites++;
        }
        const c = this.cut;
        if (c && this.dataWrites === c.n && this.txBytes >= c.bytes) {
          this.powerLost();
          return false;
        }
        this.mem[this.ptr] = b;
        this.ptr = (this.ptr + 1) % this.mem.length;
        this.bytesWritten++;
        this.txBytes++;
      }
      return true;
    }
    if (this.sel === 'id') {
      this.idOk = b === this.address << 1;
      return this.idOk;
    }
    return false;
  }

  read() {
    if (this.dead) return 0xff;
    if (this.sel === 'mem') {
      const v = this.mem[this.ptr];
      this.ptr = (this.ptr + 1) % this.mem.length;
      return v;
    }
    if (this.sel === 'id' && this.idOk) {
      return [0x00, 0xa5, 0x10][this.idByte++ % 3];
    }
    return 0xff; // nobody drives SDA: the pull-ups read as ones
  }

  stop() {
    const c = this.cut;
    if (c && !this.dead && this.dataWrites === c.n && this.txBytes >= 0) {
      this.powerLost(); // the whole write stored, the power lost right after it
    }
    this.sel = null;
  }
}

class NoDevice {
  start() {}
  connect() {
    return false;
  }
  write() {
    return false;
  }
  read() {
    return 0xff;
  }
  stop() {}
}

class BitBangSlave {
  // An I2C slave watching the bare SDA/SCL levels (CircuitPython probes the
  // bus with a bit-banged zero-length write before it uses the peripheral).
  constructor(dev) {
    this.dev = dev;
    this.state = 'idle';
    this.sda = 1;
    this.scl = 1;
    this.drive = false; // pulling SDA low
    this.bit = 0;
    this.byte = 0;
    this.first = false;
    this.readMode = false;
    this.acked = false;
    this.masterAck = false;
    this.cur = 0;
  }

  reset() {
    this.state = 'idle';
    this.drive = false;
  }

  sample(sda, scl) {
    const before = this.drive;
    const pSda = this.sda;
    const pScl = this.scl;
    this.sda = sda;
    this.scl = scl;
    if (scl && pScl && sda !== pSda) {
      if (!sda) {
        this.dev.start();
        this.state = 'rx';
        this.bit = 0;
        this.byte = 0;
        this.first = true;
        this.drive = false;
      } else {
        if (this.state !== 'idle') this.dev.stop();
        this.state = 'idle';
        this.drive = false;
      }
    } else if (scl && !pScl) {
      if (this.state === 'rx' && this.bit < 8) {
        this.byte = ((this.byte << 1) | sda) & 0xff;
        this.bit++;
      } else if (this.state === 'txack') {
        this.masterAck = !sda;
      }
    } else if (!scl && pScl) {
      switch (this.state) {
        case 'rx':
          if (this.bit === 8) {
            if (this.first) {
              this.readMode = !!(this.byte & 1);
              this.acked = this.dev.connect(this.byte >> 1, this.readMode);
              this.first = false;
            } else {
              this.acked = this.dev.write(this.byte);
            }
            this.drive = this.acked;
            this.state = 'ack';
          }
          break;
        case 'ack':
          this.drive = false;
          if (!this.acked) {
            this.state = 'wait';
          } else if (this.readMode) {
            this.cur = this.dev.read();
            this.bit = 0;
            this.drive = !(this.cur & 0x80);
            this.state = 'tx';
          } else {
            this.bit = 0;
            this.byte = 0;
            this.state = 'rx';
          }
          break;
        case 'tx':
          this.bit++;
          if (this.bit < 8) {
            this.drive = !((this.cur >> (7 - this.bit)) & 1);
          } else {
            this.drive = false;
            this.state = 'txack';
          }
          break;
        case 'txack':
          if (this.masterAck) {
            this.cur = this.dev.read();
            this.bit = 0;
            this.drive = !(this.cur & 0x80);
            this.state = 'tx';
          } else {
            this.state = 'wait';
          }
          break;
        default:
          break;
      }
    }
    return this.drive !== before;
  }
}

// ------------------------------------------------------------------ the board
class Board {
  constructor(cfg) {
    this.cfg = cfg;
    this.bootrom = readFileSync(cfg.bootrom);
    if (this.bootrom.length !== 16384) throw new Error('the boot ROM must be 16,384 bytes');
    this.flash = parseUF2(readFileSync(cfg.uf2));
    const fs = readFileSync(cfg.fs);
    if (fs.length > FLASH_SIZE - FS_OFFSET) throw new Error('CIRCUITPY image larger than 1 MiB');
    this.flash.set(fs, FS_OFFSET);
    this.framBytes = new Uint8Array(cfg.fram_size || 32768).fill(cfg.fram_fill ?? 0);
    this.mcu = null;
    this.bootCount = 0;
    this.flashStats = { erases: 0, programs: 0, bytes: 0 };
  }

  // ---------------------------------------------------------- power
  powerOn() {
    const cfg = this.cfg;
    const mcu = new RP2040();
    this.mcu = mcu;
    this.bootCount++;
    this.problems = [];
    mcu.logger = {
      debug() {},
      info() {},
      warn: (c, m) => this.problem('warn', c, m),
      error: (c, m) => this.problem('error', c, m),
    };
    const rom = new Uint8Array(this.bootrom);
    const erase = romFunction(rom, 'RE');
    const program = romFunction(rom, 'RP');
    rom[erase] = BKPT_ERASE;
    rom[erase + 1] = 0xbe;
    rom[program] = BKPT_PROGRAM;
    rom[program + 1] = 0xbe;
    mcu.loadBootrom(new Uint32Array(rom.buffer, rom.byteOffset, 4096));
    mcu.flash.set(this.flash);
    // mcu.flash is the live copy; this.flash keeps it across power cycles
    this.flash = mcu.flash;
    mcu.onBreak = (code) => this.onBreak(code);
    this.clock = mcu.clock;
    this.nsPerCycle = 1e9 / mcu.clkSys;
    this.out = { data: [], console: [] };
    this.frames = [];
    this.frameOpen = null;
    this.stopReason = null;
    this.stopOn = new Set();
    this.fault = null;
    this.setupPins();
    this.setupI2C();
    this.setupPIO();
    this.setupUSB();
    mcu.core.reset();
    // The boot ROM's reset code parks in rp2040js (it waits for an event
    // that never comes); start where it would jump: the flash's second
    // stage boot loader, which then enters the firmware.
    mcu.core.PC = 0x10000000;
  }

  powerOff() {
    if (this.mcu) {
      this.closeFrame();
      for (const pio of this.mcu.pio) pio.stop();
    }
    this.mcu = null;
  }

  problem(kind, component, message) {
    const text = `${kind} [${component}] ${message}`;
    if (this.problems.length < 50 && !this.problems.includes(text)) this.problems.push(text);
  }

  // ---------------------------------------------------------- flash traps
  onBreak(code) {
    const core = this.mcu.core;
    const r = core.registers;
    if (code === BKPT_ERASE) {
      const offset = r[0] >>> 0;
      const count = r[1] >>> 0;
      if (offset % 4096 || count % 4096 || offset + count > FLASH_SIZE) {
        this.fault = `flash_range_erase(0x${offset.toString(16)}, ${count}): not whole sectors inside the flash`;
        this.stopReason = 'fault';
      } else {
        this.flash.fill(0xff, offset, offset + count);
        this.flashStats.erases += count / 4096;
        this.clock.tick((count / 4096) * ERASE_NS);
      }
    } else if (code === BKPT_PROGRAM) {
      const offset = r[0] >>> 0;
      const src = r[1] >>> 0;
      const count = r[2] >>> 0;
      if (offset % 256 || count % 256 || offset + count > FLASH_SIZE) {
        this.fault = `flash_range_program(0x${offset.toString(16)}, ${count}): not whole pages inside the flash`;
        this.stopReason = 'fault';
      } else {
        for (let i = 0; i < count; i++) {
          // NOR flash: programming only clears bits
          this.flash[offset + i] &= this.mcu.readUint8(src + i);
        }
        this.flashStats.programs += count / 256;
        this.flashStats.bytes += count;
        this.clock.tick((count / 256) * PROGRAM_NS);
      }
    } else {
      this.fault = `breakpoint ${code} at 0x${((core.PC - 2) >>> 0).toString(16)}`;
      this.stopReason = 'fault';
      return;
    }
    core.PC = core.LR & ~1; // return from the ROM function
  }

  // ---------------------------------------------------------- GPIO levels
  setupPins() {
    const mcu = this.mcu;
    this.ext = new Map(); // gpio -> 0 (button / device pulling low) | 1
    this.extPull = new Map(); // gpio -> 1 (bus pull-up)
    this.levels = new Array(mcu.gpio.length).fill(0);
    this.busy = false;
    mcu.gpio.forEach((pin, i) => {
      pin.addListener(() => this.pinChanged(i));
    });
  }

  level(i) {
    const pin = this.mcu.gpio[i];
    if (this.bus && i === this.bus.sda && this.bus.slave.drive && this.bus.active()) return 0;
    const ext = this.ext.get(i);
    if (ext === 0) return 0;
    const st = pin.value;
    if (st === GPIOPinState.Low) return 0;
    if (st === GPIOPinState.High) return 1;
    if (ext === 1) return 1;
    if (this.extPull.get(i) === 1) return 1; // the bus pull-ups beat the internal pulls
    if (st === GPIOPinState.InputPullUp) return 1;
    if (st === GPIOPinState.InputPullDown) return 0;
    return this.levels[i]; // floating or bus keeper: the charge stays
  }

  apply(i) {
    const v = this.level(i);
    this.levels[i] = v;
    const pin = this.mcu.gpio[i];
    if (pin.rawInputValue !== !!v) pin.setInputValue(!!v);
    return v;
  }

  pinChanged(i) {
    if (this.bus && (i === this.bus.sda || i === this.bus.scl)) {
      this.busChanged();
    } else {
      this.apply(i);
    }
  }

  busChanged() {
    if (this.busy) return;
    this.busy = true;
    try {
      const bus = this.bus;
      for (let k = 0; k < 4; k++) {
        const sda = this.apply(bus.sda);
        const scl = this.apply(bus.scl);
        if (!bus.active()) {
          bus.slave.reset();
          bus.slave.sda = sda;
          bus.slave.scl = scl;
          break;
        }
        if (!bus.slave.sample(sda, scl)) break;
      }
    } finally {
      this.busy = false;
    }
  }

  setPin(i, drive) {
    if (drive === null || drive === undefined) this.ext.delete(i);
    else this.ext.set(i, drive ? 1 : 0);
    this.pinChanged(i);
  }

  // ---------------------------------------------------------- I2C
  setupI2C() {
    const cfg = this.cfg;
    this.bus = null;
    if (!cfg.i2c) return;
    const { sda, scl, pullups } = cfg.i2c;
    const dev = cfg.i2c.device ? new FRAM(this.framBytes, cfg.i2c.address) : new NoDevice();
    this.device = dev;
    if (dev.powerLost) dev.onCut = () => {
      this.stopReason = 'cut';
      this.cutAt = this.clock.nanos;
    };
    const mcu = this.mcu;
    const bus = {
      sda,
      scl,
      slave: new BitBangSlave(dev),
      active: () => mcu.gpio[sda].functionSelect === FUNC_SIO && mcu.gpio[scl].functionSelect === FUNC_SIO,
    };
    this.bus = bus;
    if (pullups) {
      this.extPull.set(sda, 1);
      this.extPull.set(scl, 1);
    }
    this.apply(sda);
    this.apply(scl);
    // The peripheral: I2C0 serves GP0/1, 4/5, 8/9...; I2C1 GP2/3, 6/7...
    const i2c = mcu.i2c[(sda >> 1) & 1];
    const clock = this.clock;
    const R_TX_EMPTY = 1 << 4;
    const TX_EMPTY_CTRL = 1 << 8;
    const rawSet = i2c.setInterrupts.bind(i2c);
    // With IC_CON.TX_EMPTY_CTRL (the SDK sets it) TX_EMPTY rises only when
    // the byte in the shifter is done, not when the FIFO hands it over.
    i2c.setInterrupts = (mask) => {
      if ((mask & R_TX_EMPTY) && (i2c.control & TX_EMPTY_CTRL) && i2c.busy) mask &= ~R_TX_EMPTY;
      if (mask) rawSet(mask);
    };
    const settle = () => {
      if (!i2c.busy && i2c.txFIFO.itemCount <= i2c.txThreshold) rawSet(R_TX_EMPTY);
    };
    const bitNs = () => {
      const counts = i2c.sclHighPeriod + i2c.sclLowPeriod;
      return Math.max(1, counts) * (1e9 / mcu.clkSys);
    };
    const later = (bits, fn) => {
      const alarm = clock.createAlarm(() => {
        fn();
        settle();
      });
      alarm.schedule(bits * bitNs());
    };
    if (!pullups) {
      // no pull-ups: nothing ever reads high; the firmware refuses the bus
      // before it gets here, but a transfer would find nobody
      i2c.onStart = () => later(1, () => i2c.completeStart());
      i2c.onConnect = () => later(9, () => i2c.completeConnect(false));
      i2c.onWriteByte = () => later(9, () => i2c.completeWrite(false));
      i2c.onReadByte = () => later(9, () => i2c.completeRead(0));
      i2c.onStop = () => later(1, () => i2c.completeStop());
      return;
    }
    i2c.onStart = () => later(1, () => {
      dev.start();
      i2c.completeStart();
    });
    i2c.onConnect = (addr, mode) => later(9, () => i2c.completeConnect(dev.connect(addr & 0x7f, mode === 1)));
    i2c.onWriteByte = (v) => later(9, () => i2c.completeWrite(dev.write(v & 0xff)));
    i2c.onReadByte = () => later(9, () => i2c.completeRead(dev.read() & 0xff));
    i2c.onStop = () => later(1, () => {
      dev.stop();
      i2c.completeStop();
    });
  }

  // ---------------------------------------------------------- PIO + NeoPixel
  setupPIO() {
    const mcu = this.mcu;
    const npx = this.cfg.neopixel_pin;
    const TICK_NS = 2000;
    for (const pio of mcu.pio) {
      const acc = [0, 0, 0, 0];
      let alarm = null;
      const tick = () => {
        if (pio.stopped) {
          alarm = null;
          return;
        }
        pio.machines.forEach((m, k) => {
          if (!m.enabled) {
            acc[k] = 0;
            return;
          }
          const div = (m.clockDivInt || 65536) + m.clockDivFrac / 256;
          acc[k] += (TICK_NS * 1e-9 * mcu.clkSys) / div;
          while (acc[k] >= 1) {
            const c0 = m.cycles;
            m.step();
            const d = m.cycles - c0;
            if (d <= 0) {
              acc[k] = 0; // stalled: it waits for the firmware
              break;
            }
            acc[k] -= d;
          }
        });
        pio.checkChangedPins();
        alarm.schedule(TICK_NS);
      };
      // rp2040js steps the PIO from a wall-clock timer; here it runs in
      // simulated time instead
      pio.run = () => {
        if (!alarm) {
          alarm = this.clock.createAlarm(tick);
          alarm.schedule(TICK_NS);
        }
      };
      pio.machines.forEach((m) => {
        const write = m.writeFIFO.bind(m);
        m.writeFIFO = (value) => {
          if (!m.txFIFO.full && m.sidesetBase === npx) this.pixelWord(m, value);
          write(value);
        };
      });
      const ctrl = pio.writeUint32.bind(pio);
      pio.writeUint32 = (offset, value) => {
        const was = pio.machines.map((m) => m.enabled);
        ctrl(offset, value);
        if (offset === 0 && this.frameOpen) {
          pio.machines.forEach((m, k) => {
            if (was[k] && !m.enabled && m === this.frameOpen.sm) this.closeFrame();
          });
        }
      };
    }
  }

  pixelWord(m, value) {
    const now = this.clock.nanos;
    const f = this.frameOpen;
    if (f && (f.sm !== m || now - f.last > 2e6)) this.closeFrame();
    if (!this.frameOpen) {
      const shiftctrl = m.shiftCtrl;
      const bits = ((shiftctrl >>> 25) & 0x1f) || 32;
      const right = !!(shiftctrl & (1 << 19));
      if (bits !== 8 || right) {
        this.fault = `NeoPixel state machine shifts ${bits} bits ${right ? 'right' : 'left'}: the rig decodes 8 bits left`;
        this.stopReason = 'fault';
      }
      this.frameOpen = { sm: m, t0: now, last: now, bytes: [] };
    }
    this.frameOpen.last = now;
    this.frameOpen.bytes.push(value >>> 24);
  }

  closeFrame() {
    const f = this.frameOpen;
    if (!f) return;
    this.frameOpen = null;
    this.frames.push({ t0: f.t0, t1: f.last, bytes: Buffer.from(f.bytes).toString('hex') });
    if (this.stopOn.has('frame')) this.stopReason = 'frame';
  }

  // ---------------------------------------------------------- USB host
  setupUSB() {
    const usb = this.mcu.usbCtrl;
    const clock = this.clock;
    const host = {
      state: 'off',
      queue: [],
      cur: null,
      desc: null,
      ports: [], // {name, comm, data, epIn, epOut, toDevice: [], paused, held, pendingRead}
      strings: {},
    };
    this.host = host;
    const setup = (bmRequestType, bRequest, wValue, wIndex, wLength, then) => ({
      pkt: Uint8Array.of(bmRequestType, bRequest, wValue & 0xff, wValue >> 8, wIndex & 0xff, wIndex >> 8,
        wLength & 0xff, wLength >> 8),
      wLength,
      dirIn: !!(bmRequestType & 0x80),
      data: [],
      then,
    });
    const next = () => {
      host.cur = null;
      if (!host.queue.length) return;
      const a = clock.createAlarm(() => {
        host.cur = host.queue.shift();
        usb.sendSetupPacket(host.cur.pkt);
      });
      a.schedule(20000); // the host's turn-around between control transfers
    };
    const control = (...args) => {
      host.queue.push(setup(...args));
      if (!host.cur) next();
    };
    const done = () => {
      const c = host.cur;
      if (c && c.then) c.then(Uint8Array.from(c.data));
      next();
    };
    usb.onUSBEnabled = () => {
      host.state = 'reset';
      usb.resetDevice();
    };
    usb.onResetReceived = () => {
      host.state = 'enumerating';
      host.queue = [];
      host.cur = null;
      control(0x00, 5, 1, 0, 0); // SET_ADDRESS 1
      control(0x80, 6, 0x0100, 0, 18); // GET_DESCRIPTOR device
      control(0x80, 6, 0x0200, 0, 9, (d) => {
        const total = d[2] | (d[3] << 8);
        control(0x80, 6, 0x0200, 0, total, (cfgDesc) => this.configured(cfgDesc, control));
      });
    };
    usb.onEndpointWrite = (ep, buf) => {
      if (ep === 0) {
        const c = host.cur;
        if (!c) return;
        if (!c.dirIn || c.wLength === 0) {
          if (buf.length === 0) done(); // status stage of an OUT transfer
          return;
        }
        for (const b of buf) c.data.push(b);
        if (c.data.length >= c.wLength || buf.length < 64) c.inDone = true;
        if (c.inDone && c.pendingStatus) {
          c.pendingStatus = false;
          usb.endpointReadDone(0, new Uint8Array(0));
          done();
        }
        return;
      }
      const port = host.ports.find((p) => p.epIn === ep);
      if (!port) return;
      const t = clock.nanos;
      this.out[port.key].push({ t, b: Buffer.from(buf) });
      if (this.stopOn.has(port.key + '_nl') && buf.includes(10)) this.stopReason = port.key + '_nl';
      if (this.stopOn.has(port.key)) this.stopReason = port.key;
    };
    usb.onEndpointRead = (ep, size) => {
      if (ep === 0) {
        const c = host.cur;
        if (c && c.dirIn && c.inDone) {
          usb.endpointReadDone(0, new Uint8Array(0)); // status stage of an IN transfer
          done();
        } else if (c && c.dirIn) {
          c.pendingStatus = true;
        }
        return;
      }
      const port = host.ports.find((p) => p.epOut === ep);
      if (!port) return;
      port.pendingRead = size;
      this.feed(port);
    };
    const dpram = usb.DPRAMUpdated.bind(usb);
    usb.DPRAMUpdated = (offset, value) => {
      const AVAILABLE = 1 << 10;
      if (offset >= 0x80 && offset < 0x100 && !(offset & 4) && (value & (AVAILABLE | (AVAILABLE << 16)))) {
        const ep = (offset - 0x80) >> 3;
        const port = host.ports.find((p) => p.epIn === ep);
        if (port && port.paused) {
          port.held = offset; // the host does not read: the IN transfer waits (NAK)
          return;
        }
      }
      dpram(offset, value);
    };
    this.resumeIn = (port) => {
      if (port.held !== null) {
        const offset = port.held;
        port.held = null;
        dpram(offset, this.mcu.usbDPRAMView.getUint32(offset, true));
      }
    };
  }

  configured(desc, control) {
    const host = this.host;
    host.desc = Buffer.from(desc).toString('hex');
    // CDC pairs: a communication interface (class 2) then its data
    // interface (class 10) with one bulk IN and one bulk OUT endpoint.
    const ports = [];
    let iface = null;
    for (let o = 0; o + 2 <= desc.length && desc[o] >= 2; o += desc[o]) {
      const type = desc[o + 1];
      if (type === 4) {
        iface = { num: desc[o + 2], cls: desc[o + 5], str: desc[o + 8] };
        if (iface.cls === 2) ports.push({ comm: iface.num, str: iface.str, data: null, epIn: -1, epOut: -1 });
        if (iface.cls === 10 && ports.length && ports[ports.length - 1].data === null) {
          ports[ports.length - 1].data = iface.num;
        }
      } else if (type === 5 && iface && iface.cls === 10 && (desc[o + 3] & 3) === 2) {
        const p = ports[ports.length - 1];
        if (desc[o + 2] & 0x80) p.epIn = desc[o + 2] & 0x0f;
        else p.epOut = desc[o + 2] & 0x0f;
      }
    }
    const keys = ['console', 'data'];
    host.ports = ports.map((p, k) => ({
      ...p,
      key: keys[k] || 'cdc' + k,
      name: null,
      toDevice: [],
      paused: host.ports.find((q) => q.key === keys[k])?.paused || false,
      held: null,
      pendingRead: 0,
      dtr: false,
    }));
    control(0x00, 9, 1, 0, 0); // SET_CONFIGURATION 1
    for (const p of host.ports) {
      if (p.str) {
        control(0x80, 6, 0x0300 | p.str, 0x0409, 255, (d) => {
          p.name = Buffer.from(d.subarray(2)).toString('utf16le');
        });
      }
      // SET_CONTROL_LINE_STATE: DTR and RTS, on this CDC's interface
      control(0x21, 0x22, 3, p.comm, 0, () => {
        p.dtr = true;
        if (host.ports.every((q) => q.dtr)) host.state = 'ready';
        this.feed(p);
      });
    }
  }

  feed(port) {
    if (!port.pendingRead || !port.dtr || !port.toDevice.length) return;
    const chunk = port.toDevice.splice(0, Math.min(port.pendingRead, 64));
    port.pendingRead = 0;
    this.mcu.usbCtrl.endpointReadDone(port.epOut, Uint8Array.from(chunk));
  }

  // ---------------------------------------------------------- run
  run(ns, stopOn) {
    const mcu = this.mcu;
    const core = mcu.core;
    const clock = this.clock;
    const end = clock.nanos + ns;
    this.stopOn = new Set(stopOn || []);
    this.stopReason = null;
    const per = this.nsPerCycle;
    while (clock.nanos < end && !this.stopReason) {
      if (core.waiting) {
        const dt = clock.nanosToNextAlarm;
        if (clock.nextAlarm && dt >= 0) clock.tick(Math.min(Math.max(dt, 1), end - clock.nanos));
        else clock.tick(end - clock.nanos);
        continue;
      }
      for (let i = 0; i < 2000 && !core.waiting && !this.stopReason; i++) {
        const cycles = core.executeInstruction();
        clock.tick(cycles * per);
      }
    }
    if (this.frameOpen && clock.nanos - this.frameOpen.last > 2e6) this.closeFrame();
    return this.stopReason || 'time';
  }

  take() {
    const pack = (chunks) => {
      if (!chunks.length) return null;
      return { t: chunks.map((c) => [c.t, c.b.length]), b64: Buffer.concat(chunks.map((c) => c.b)).toString('base64') };
    };
    const r = { data: pack(this.out.data), console: pack(this.out.console), frames: this.frames };
    this.out = { data: [], console: [] };
    this.frames = [];
    return r;
  }
}

// ------------------------------------------------------------------ protocol
let board = null;

function handle(req) {
  switch (req.op) {
    case 'load':
      board = new Board(req);
      return {};
    case 'power_on':
      board.powerOn();
      return { boot: board.bootCount };
    case 'power_off':
      board.powerOff();
      return {};
    case 'run': {
      if (!board.mcu) throw new Error('the board is off');
      const why = board.run(req.ms * 1e6, req.stop);
      return { why, t: board.clock.nanos, fault: board.fault, ...board.take() };
    }
    case 'write': {
      const port = board.host.ports.find((p) => p.key === req.port);
      if (!port) throw new Error('no ' + req.port + ' port (USB state ' + board.host.state + ')');
      for (const b of Buffer.from(req.b64, 'base64')) port.toDevice.push(b);
      board.feed(port);
      return { queued: port.toDevice.length };
    }
    case 'host_read': {
      const port = board.host.ports.find((p) => p.key === req.port);
      if (!port) throw new Error('no ' + req.port + ' port');
      port.paused = !req.on;
      if (req.on) board.resumeIn(port);
      return {};
    }
    case 'pin':
      board.setPin(req.gpio, req.drive);
      return { level: board.levels[req.gpio] };
    case 'cut_fram': {
      // a power cut planned at the n-th FRAM write from now, once `bytes` of its data are stored
      const dev = board.device;
      if (!board.mcu || !dev || dev.powerLost === undefined) throw new Error('no FRAM powered');
      dev.cut = { n: dev.dataWrites + req.n, bytes: req.bytes };
      return { writes: dev.dataWrites };
    }
    case 'fram':
      if (req.b64 !== undefined) board.framBytes.set(Buffer.from(req.b64, 'base64'));
      return { b64: Buffer.from(board.framBytes).toString('base64') };
    case 'info': {
      const h = board.host;
      return {
        t: board.mcu ? board.clock.nanos : null,
        usb: h ? h.state : 'off',
        ports: h ? h.ports.map((p) => ({ key: p.key, name: p.name, dtr: p.dtr, queued: p.toDevice.length, paused: p.paused })) : [],
        flash: board.flashStats,
        fram: board.device && board.device.writes !== undefined
          ? { writes: board.device.writes, bytes: board.device.bytesWritten, data_writes: board.device.dataWrites,
            dead: board.device.dead } : null,
        problems: board.problems || [],
        boots: board.bootCount,
        pc: board.mcu ? board.mcu.core.PC : null,
        waiting: board.mcu ? board.mcu.core.waiting : null,
      };
    }
    case 'sram': {
      // the RP2040's RAM as it is now (the heap figures of bench/rig_bench.py read it)
      if (!board.mcu) throw new Error('the board is off');
      return { b64: Buffer.from(board.mcu.sram).toString('base64') };
    }
    case 'flash': {
      const off = req.offset || 0;
      return { b64: Buffer.from(board.flash.subarray(off, off + (req.length || 4096))).toString('base64') };
    }
    case 'quit':
      process.exit(0);
      return {};
    default:
      throw new Error('unknown op ' + req.op);
  }
}

const rl = createInterface({ input: process.stdin });
rl.on('line', (line) => {
  let reply;
  try {
    const req = JSON.parse(line);
    reply = { ok: true, ...handle(req) };
  } catch (e) {
    reply = { ok: false, error: String(e && e.stack ? e.stack : e) };
  }
  process.stdout.write(JSON.stringify(reply) + '\n');
});
rl.on('close', () => process.exit(0));
