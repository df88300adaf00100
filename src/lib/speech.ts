import { useEffect, useState } from 'react';

/** Mandarin as the speech engine names it; a zh voice of another region is a fallback. */
const MANDARIN = /^zh[-_]CN$/i;
const ANY_CHINESE = /^zh\b/i;

function speechOf(): SpeechSynthesis | null {
  return typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;
}

export function chineseVoiceOf(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  return (
    voices.find((voice) => MANDARIN.test(voice.lang)) ??
    voices.find((voice) => ANY_CHINESE.test(voice.lang)) ??
    null
  );
}

/**
 * The browser's Chinese voice, or null when it has none. Browsers load their voices late and say
 * so with `voiceschanged`, so the answer may change once after the first render.
 */
export function useChineseVoice(): SpeechSynthesisVoice | null {
  const [voice, setVoice] = useState(() => chineseVoiceOf(speechOf()?.getVoices() ?? []));
  useEffect(() => {
    const speech = speechOf();
    if (!speech) return undefined;
    const update = () => setVoice(chineseVoiceOf(speech.getVoices()));
    update();
    speech.addEventListener('voiceschanged', update);
    return () => speech.removeEventListener('voiceschanged', update);
  }, []);
  return voice;
}

/** Reads `text` aloud in `voice`, cutting off whatever was being read; `onEnd` once it stops. */
export function speak(text: string, voice: SpeechSynthesisVoice, onEnd: () => void): void {
  const speech = speechOf();
  if (!speech) return;
  speech.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.voice = voice;
  utterance.lang = voice.lang;
  // A child listens to a new language more easily a little slower than the engine's default.
  utterance.rate = 0.9;
  utterance.onend = onEnd;
  utterance.onerror = onEnd;
  speech.speak(utterance);
}

export function stopSpeaking(): void {
  speechOf()?.cancel();
}
