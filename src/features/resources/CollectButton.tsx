import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CourseReference } from '../../../core/studyTypes';
import { showLocalError } from '../../../store/api/apiError';
import { useSetResourceCollectionMutation } from '../../../store/api/studyApi';
import { useMessageApi } from '../../lib/MessageBridge';
import { resourcesMessages as t } from './messages';

/** 收藏 as a toggle: pressed once the resource is in my favourites, its count beside it. */
export function CollectButton({ reference }: { reference: CourseReference }) {
  const messageApi = useMessageApi();
  const [setCollection, state] = useSetResourceCollectionMutation();
  const on = reference.isCollectioned;

  const toggle = async () => {
    try {
      await setCollection({ id: reference.id, on: !on }).unwrap();
      messageApi.success(on ? t.uncollectedOk : t.collectedOk);
    } catch (error) {
      showLocalError(error, t.collectFailed, messageApi.error);
    }
  };

  return (
    <Button
      className={on ? 'resource-collect is-on' : 'resource-collect'}
      shape="round"
      icon={on ? <StarFilled aria-hidden="true" /> : <StarOutlined aria-hidden="true" />}
      aria-pressed={on}
      disabled={state.isLoading}
      onClick={() => void toggle()}
    >
      {on ? t.collected : t.collect} {reference.collectionNumber}
    </Button>
  );
}
