import { CompressOutlined, ExpandOutlined, FlagFilled, StopFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { opusDetailMessages as t } from './messages';
import { SCRATCH_PLAYER_URL, ScratchPlayerBridge } from './scratchPlayerBridge';
import type { PlayerKey } from './scratchPlayerBridge';
import './scratchPlayer.css';

interface ScratchPlayerProps {
  /** The work's `.sb3` (a signed same-origin link). */
  projectUrl: string;
  /** The first green flag of this page: the page counts the view. */
  onFirstRun: () => void;
}

type Loading = 'loading' | 'ready' | 'failed';

/** A key of the on-screen pad: held while pressed, so a game sees the key down and then up. */
function PadKey({ name, onKey }: { name: PlayerKey; onKey: (key: PlayerKey, isDown: boolean) => void }) {
  const held = useRef(false);
  const press = (isDown: boolean) => {
    if (held.current === isDown) return;
    held.current = isDown;
    onKey(name, isDown);
  };
  return (
    <Button
      className={`opus-pad-key opus-pad-${name}`}
      onPointerDown={(event) => {
        // The key stays down while the finger slides off it; the release comes back here.
        if ('setPointerCapture' in event.currentTarget)
          event.currentTarget.setPointerCapture(event.pointerId);
        press(true);
      }}
      onPointerUp={() => press(false)}
      onPointerCancel={() => press(false)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          press(true);
        }
      }}
      onKeyUp={(event) => {
        if (event.key === 'Enter' || event.key === ' ') press(false);
      }}
      onBlur={() => press(false)}
    >
      {t.keyNames[name]}
    </Button>
  );
}

/**
 * A Scratch work played by the real Scratch player (the host page's player mode, stage only),
 * with our own 绿旗, 停止 and 全屏 outside the frame, and on-screen keys for tablets: the keys the
 * project listens to.
 */
export function ScratchPlayer({ projectUrl, onFirstRun }: ScratchPlayerProps) {
  const [bridge] = useState(() => new ScratchPlayerBridge());
  const [loading, setLoading] = useState<Loading>('loading');
  const [keys, setKeys] = useState<PlayerKey[]>([]);
  const [fullScreen, setFullScreen] = useState(false);
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    bridge.connect();
    return () => bridge.dispose();
  }, [bridge]);
  useEffect(() => {
    bridge.listen({ run: onFirstRun });
  }, [bridge, onFirstRun]);

  const attachFrame = useCallback(
    (element: HTMLIFrameElement | null) => bridge.attach(element?.contentWindow ?? null),
    [bridge],
  );

  useEffect(() => {
    let current = true;
    bridge.load(projectUrl).then(
      (listened) => {
        if (!current) return;
        setKeys(listened);
        setLoading('ready');
      },
      () => {
        if (current) setLoading('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [bridge, projectUrl]);

  useEffect(() => {
    const follow = () => {
      const on = document.fullscreenElement !== null && document.fullscreenElement === stage.current;
      setFullScreen(on);
      bridge.fullScreen(on);
    };
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [bridge]);

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void stage.current?.requestFullscreen();
  };

  const press = useCallback((key: PlayerKey, isDown: boolean) => bridge.key(key, isDown), [bridge]);
  const ready = loading === 'ready';

  return (
    <div
      ref={stage}
      className={fullScreen ? 'opus-player is-full' : 'opus-player'}
      data-player-state={loading}
    >
      <div className="opus-player-bar">
        <Button
          className="opus-green-flag"
          icon={<FlagFilled aria-hidden="true" />}
          disabled={!ready}
          onClick={() => bridge.greenFlag()}
        >
          {t.greenFlag}
        </Button>
        <Button
          className="opus-stop"
          icon={<StopFilled aria-hidden="true" />}
          disabled={!ready}
          onClick={() => bridge.stopAll()}
        >
          {t.stopAll}
        </Button>
        <span className="opus-player-state" role="status">
          {loading === 'loading' ? t.playerLoading : loading === 'failed' ? t.playerFailed : ''}
        </span>
        <Button
          className="opus-full-screen"
          icon={fullScreen ? <CompressOutlined aria-hidden="true" /> : <ExpandOutlined aria-hidden="true" />}
          onClick={toggleFullScreen}
        >
          {fullScreen ? t.exitFullScreen : t.fullScreen}
        </Button>
      </div>
      <div className="opus-stage">
        <iframe
          ref={attachFrame}
          src={SCRATCH_PLAYER_URL}
          title={t.playerLabel}
          className="opus-stage-frame"
        />
      </div>
      {ready && keys.length > 0 && (
        <div className="opus-pad" role="group" aria-label={t.keysLabel}>
          {keys.map((key) => (
            <PadKey key={key} name={key} onKey={press} />
          ))}
        </div>
      )}
    </div>
  );
}
