import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useGetManualQuery } from '../../../store/api/homeApi';
import { listQueryFields } from '../../components/sections';
import { ManualArt } from './art';
import { homeMessages as t } from './messages';

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

/** The PDF manual, downloaded as a file. */
export function ManualCard() {
  const { data: manual, error } = useGetManualQuery(undefined, { selectFromResult: listQueryFields });
  return (
    <section className="home-manual" aria-labelledby="home-manual-title">
      <ManualArt size={44} />
      <div className="home-manual-text">
        <h2 id="home-manual-title">{t.manual.title}</h2>
        <span>{manual ? t.manual.size(megabytes(manual.size)) : error ? t.manual.missing : '\u00a0'}</span>
      </div>
      <Button
        type="primary"
        shape="round"
        icon={<DownloadOutlined />}
        href={manual?.url}
        download={manual?.fileName}
        disabled={!manual}
        aria-label={manual ? t.manual.downloadLabel(manual.fileName) : t.manual.download}
      >
        {t.manual.download}
      </Button>
    </section>
  );
}
