import { createContext, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { PauseCircleOutlined, SoundOutlined } from '@ant-design/icons';
import { speak, stopSpeaking, useChineseVoice } from '../../lib/speech';
import { questionMessages as t } from './messages';

interface ReadAloudState {
  /** What is being read: 'stem' or an option letter; null when silent. */
  readingId: string | null;
  read: (id: string, text: string) => void;
  stop: () => void;
}

const ReadAloudContext = createContext<ReadAloudState | null>(null);

/** Text as it is heard: markup and code fences are for the eyes. */
export function spokenText(text: string): string {
  return text
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * 朗读 for one question on screen, when `enabled` and the browser has a Chinese voice. Reading
 * stops when the question leaves the screen (another question, another page): the pages mount one
 * viewer per question.
 */
export function ReadAloudProvider({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const voice = useChineseVoice();
  const [readingId, setReadingId] = useState<string | null>(null);
  // Cancelling one reading to start the next ends the first one late; only the newest may clear.
  const latest = useRef(0);
  const active = enabled && voice !== null;

  useEffect(() => {
    if (!active) return undefined;
    return () => {
      latest.current += 1;
      stopSpeaking();
    };
  }, [active]);

  const state = useMemo<ReadAloudState | null>(() => {
    if (!enabled || voice === null) return null;
    return {
      readingId,
      read: (id, text) => {
        const reading = ++latest.current;
        setReadingId(id);
        speak(spokenText(text), voice, () => {
          if (latest.current === reading) setReadingId(null);
        });
      },
      stop: () => {
        latest.current += 1;
        setReadingId(null);
        stopSpeaking();
      },
    };
  }, [enabled, readingId, voice]);

  return <ReadAloudContext value={state}>{children}</ReadAloudContext>;
}

/** Whether `id` is being read now, to highlight it. */
export function useIsBeingRead(id: string): boolean {
  return useContext(ReadAloudContext)?.readingId === id;
}

/** The 朗读 / 停止 button of a stem or an option; nothing where reading aloud is off. */
export function ReadAloudButton({ id, text, label }: { id: string; text: string; label: string }) {
  const state = useContext(ReadAloudContext);
  if (!state) return null;
  const reading = state.readingId === id;
  return (
    <Button
      className="qv-read-aloud"
      shape="circle"
      icon={reading ? <PauseCircleOutlined aria-hidden="true" /> : <SoundOutlined aria-hidden="true" />}
      aria-label={label}
      aria-pressed={reading}
      title={reading ? t.stopReading : label}
      onClick={() => (reading ? state.stop() : state.read(id, text))}
    />
  );
}
