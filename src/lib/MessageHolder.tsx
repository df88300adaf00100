import { useEffect } from 'react';
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { AntdProvider } from './antd/AntdProvider';

/** antd's message holder, in its own chunk: loaded when the first message is shown. */
export default function MessageHolder({ onReady }: { onReady: (api: MessageInstance) => void }) {
  const [api, holder] = message.useMessage({ maxCount: 3 });
  useEffect(() => onReady(api), [api, onReady]);
  // Above the pages' provider (MessageBridge wraps the router): the holder brings its own.
  return <AntdProvider>{holder}</AntdProvider>;
}
