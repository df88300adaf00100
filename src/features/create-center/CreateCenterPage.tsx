import { CloudOutlined, StarFilled } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { CLOUD_FILES_PATH } from '../cloud-files';
import { createCenterMessages as t } from './messages';
import { StartEntries } from './StartEntries';
import { TemplatesSection } from './TemplatesSection';
import { usePointsBalance } from './usePointsBalance';
import { WorksSection } from './WorksSection';
import { PageHero } from '../../components/sections';
import './createCenter.css';

/** The balance a template's price is weighed against, in sight before any unlock. */
function PointsBadge() {
  const balance = usePointsBalance();
  return (
    <div className="create-chip create-points">
      <StarFilled className="create-chip-icon" aria-hidden="true" />
      <span className="create-chip-text">
        <span>{t.points}</span>
        <strong>{balance ?? t.pointsUnknown}</strong>
      </span>
    </div>
  );
}

/**
 * /student/createCenter (创作中心, SPEC.md §2 "Student menu"): start a Scratch or Python work, pick
 * a theme template, and go back to my works; the editors open in their own tabs.
 */
export default function CreateCenterPage() {
  return (
    <div className="create-center">
      <PageHero title={t.pageTitle} intro={t.greeting}>
        <div className="create-hero-chips">
          <PointsBadge />
          <Link to={CLOUD_FILES_PATH} className="create-chip create-cloud">
            <CloudOutlined className="create-chip-icon" aria-hidden="true" />
            <span className="create-chip-text">
              <strong>{t.cloudFiles}</strong>
              <span>{t.cloudFilesHint}</span>
            </span>
          </Link>
        </div>
      </PageHero>
      <StartEntries />
      <TemplatesSection />
      <WorksSection />
    </div>
  );
}
