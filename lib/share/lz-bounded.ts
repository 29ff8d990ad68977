// lz-string's decompressFromEncodedURIComponent (1.5.0, MIT), with one change: it stops once the
// output passes a bound. LZW output can grow with the square of the input, so a 74 KB link can
// expand to 500 M characters; the library offers no way to stop it. Links of the first version
// (#s=) are read with this; new links are deflated (link.ts).
const URI_SAFE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$";
const INDEX = new Int16Array(128).fill(-1);
for (let i = 0; i < URI_SAFE.length; i++) INDEX[URI_SAFE.charCodeAt(i)] = i;

/** The decompressed text, null when the input is not lz-string output, "too-large" past `max` characters. */
export function lzDecompressBounded(input: string, max: number): string | null | "too-large" {
  if (!input) return null;
  const length = input.length;
  const value = (i: number): number => {
    const c = input.charCodeAt(i);
    return c < 128 && INDEX[c] >= 0 ? INDEX[c] : 0;
  };
  const RESET = 32;
  let val = value(0);
  let position = RESET;
  let index = 1;
  const bits = (n: number): number => {
    let out = 0;
    for (let power = 1, maxpower = 1 << n; power !== maxpower; power <<= 1) {
      const resb = val & position;
      position >>= 1;
      if (position === 0) {
        position = RESET;
        val = value(index++);
      }
      if (resb > 0) out |= power;
    }
    return out;
  };

  const dictionary: string[] = [];
  let enlargeIn = 4;
  let dictSize = 4;
  let numBits = 3;
  const first = bits(2);
  let c: string;
  if (first === 0) c = String.fromCharCode(bits(8));
  else if (first === 1) c = String.fromCharCode(bits(16));
  else return "";
  dictionary[3] = c;
  let w = c;
  const result: string[] = [c];
  let size = c.length;
  for (;;) {
    if (index > length) return null;
    let code = bits(numBits);
    if (code === 0 || code === 1) {
      dictionary[dictSize++] = String.fromCharCode(bits(code === 0 ? 8 : 16));
      code = dictSize - 1;
      enlargeIn--;
    } else if (code === 2) {
      return result.join("");
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry: string;
    if (dictionary[code]) entry = dictionary[code];
    else if (code === dictSize) entry = w + w.charAt(0);
    else return null;
    size += entry.length;
    if (size > max) return "too-large";
    result.push(entry);
    dictionary[dictSize++] = w + entry.charAt(0);
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}
