// An .xlsx zip bomb for tests: a real workbook whose shared-strings part inflates to far more than the zip
// declares. The deflate stream repeats one fully flushed block run (each copy stands alone), so a few hundred
// KB inflate to the size asked for without the test ever holding or compressing that much.
import { constants, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';

const SHARED_STRINGS = 'xl/sharedStrings.xml';
/** What the bomb's local header and central directory claim it unpacks to. */
export const DECLARED_BYTES = 4096;

/** A workbook of `header` and one row, its shared strings inflating to at least `unpackedBytes`. */
export async function lyingXlsx(header: string[], unpackedBytes: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(header);
  sheet.addRow(header.map(() => 'x'));
  const parts = unzipSync(new Uint8Array(await workbook.xlsx.writeBuffer()));
  // The shared strings first, as a spreadsheet may order them: read before anything else.
  const names = [SHARED_STRINGS, ...Object.keys(parts).filter((n) => n !== SHARED_STRINGS && !n.endsWith('/'))];
  return zipOf(
    names.map((name) =>
      name === SHARED_STRINGS
        ? { name, packed: bombStream(unpackedBytes), declared: DECLARED_BYTES }
        : { name, packed: deflateRawSync(parts[name]), declared: parts[name].length },
    ),
  );
}

/** `<sst>` of one-letter strings, at least `bytes` long once inflated. */
function bombStream(bytes: number): Buffer {
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  const string = '<si><t>x</t></si>';
  const chunk = Buffer.from(string.repeat(Math.floor((1024 * 1024) / string.length)));
  const head = deflateRawSync('<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">', flush);
  const body = deflateRawSync(chunk, flush);
  const copies = Math.ceil(bytes / chunk.length);
  return Buffer.concat([head, ...Array<Buffer>(copies).fill(body), deflateRawSync('</sst>')]);
}

/**
 * A zip of deflated entries, each declaring `declared` as its unpacked size (local header and central
 * directory alike). CRCs are left 0: no reader here checks them, and the sizes are the lie under test.
 */
function zipOf(entries: { name: string; packed: Buffer; declared: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, packed, declared } of entries) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
