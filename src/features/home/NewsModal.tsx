import { Button, Modal, Result, Skeleton } from 'antd';
import { formatDate } from '../../../core/format';
import { errorText } from '../../../store/api/apiError';
import { useGetNewsArticleDetailsQuery } from '../../../store/api/homeApi';
import { SafeHtml } from '../../components/SafeHtml';
import { homeMessages as t } from './messages';
import type { NewsModalSubject } from './newsModalTypes';

interface NewsModalProps {
  subject: NewsModalSubject | null;
  onClose: () => void;
}

function ArticleBody({ id }: { id: number }) {
  const query = useGetNewsArticleDetailsQuery(id);
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!query.data)
    return <Result status="warning" title={t.newsModal.loadFailed} subTitle={errorText(query.error, '')} />;
  return (
    <>
      <p className="news-modal-meta">
        {query.data.signature} · {formatDate(query.data.createTime)}
      </p>
      {query.data.cover && <img className="news-modal-cover" src={query.data.cover} alt="" />}
      <SafeHtml className="news-modal-content" html={query.data.content} />
    </>
  );
}

/** The news modal: a message's title and content, or a campus article read in place. */
export default function NewsModal({ subject, onClose }: NewsModalProps) {
  const title = subject ? (subject.kind === 'message' ? subject.item.title : subject.title) : '';
  return (
    <Modal
      open={subject !== null}
      title={title}
      onCancel={onClose}
      width={680}
      destroyOnHidden
      footer={
        <Button type="primary" shape="round" onClick={onClose}>
          {t.newsModal.close}
        </Button>
      }
    >
      {subject?.kind === 'message' && (
        <>
          <p className="news-modal-meta">{formatDate(subject.item.createTime)}</p>
          <SafeHtml className="news-modal-content" html={subject.item.content} />
        </>
      )}
      {subject?.kind === 'article' && <ArticleBody id={subject.id} />}
    </Modal>
  );
}
