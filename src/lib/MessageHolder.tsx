import { useEffect } from 'react';
import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';

/** antd's message holder, in its own chunk: loaded when the first message is shown. */
export default function MessageHolder({ onReady }: { onReady: (api: MessageInstance) => void }) {
  const [api, holder] = message.useMessage({ maxCount: 3 });
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
