/** Small synthesized sounds for the starters (original, so the materials carry no third-party audio). */

export const SOUND_RATE = 22050;

export function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, i) =>
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32767), i * 2),
  );
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SOUND_RATE, 24);
  header.writeUInt32LE(SOUND_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A short "pop": a quick downward pitch sweep that dies away. */
export function popSound(): Buffer {
  const length = Math.round(SOUND_RATE * 0.18);
  const samples = new Float32Array(length);
  let phase = 0;
  for (let i = 0; i < length; i += 1) {
    const t = i / length;
    phase += (2 * Math.PI * (900 - 700 * t)) / SOUND_RATE;
    samples[i] = Math.sin(phase) * Math.exp(-6 * t) * 0.8;
  }
  return wav(samples);
}

/** A cheerful two-second tune (C major arpeggio up and home). */
export function tuneSound(): Buffer {
  const notes = [523.25, 659.25, 783.99, 1046.5, 783.99, 659.25, 523.25, 783.99];
  const noteLength = Math.round(SOUND_RATE * 0.25);
  const samples = new Float32Array(notes.length * noteLength);
  notes.forEach((frequency, n) => {
    for (let i = 0; i < noteLength; i += 1) {
      const t = i / noteLength;
      const envelope = Math.min(1, t * 20) * Math.exp(-3 * t);
      const tone =
        Math.sin((2 * Math.PI * frequency * i) / SOUND_RATE) +
        0.3 * Math.sin((4 * Math.PI * frequency * i) / SOUND_RATE);
      samples[n * noteLength + i] = tone * envelope * 0.45;
    }
  });
  return wav(samples);
}

/** Samples in a WAV made by `wav` (16-bit mono): Scratch stores the count beside the file. */
export function sampleCount(file: Buffer): number {
  return (file.length - 44) / 2;
}

/** One plucked note of `frequency` Hz, `seconds` long: the keys of a small piano. */
export function noteSound(frequency: number, seconds = 0.5): Buffer {
  const length = Math.round(SOUND_RATE * seconds);
  const samples = new Float32Array(length);
  for (let i = 0; i < length; i += 1) {
    const t = i / length;
    const envelope = Math.min(1, t * 40) * Math.exp(-4 * t);
    const tone =
      Math.sin((2 * Math.PI * frequency * i) / SOUND_RATE) +
      0.25 * Math.sin((4 * Math.PI * frequency * i) / SOUND_RATE);
    samples[i] = tone * envelope * 0.5;
  }
  return wav(samples);
}

/** A short drum hit: a falling low tone with a burst of seeded noise. */
export function drumSound(): Buffer {
  const length = Math.round(SOUND_RATE * 0.3);
  const samples = new Float32Array(length);
  let phase = 0;
  let noise = 12345;
  for (let i = 0; i < length; i += 1) {
    const t = i / length;
    phase += (2 * Math.PI * (150 - 90 * t)) / SOUND_RATE;
    noise = (noise * 1103515245 + 12345) % 2147483648;
    const hiss = (noise / 2147483648 - 0.5) * Math.exp(-30 * t);
    samples[i] = (Math.sin(phase) * Math.exp(-8 * t) + hiss * 0.6) * 0.8;
  }
  return wav(samples);
}
