import { useState } from 'react';
import { Alert, Card, Statistic, Table, Tabs, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { IntegralEntry, MedalListItem } from '../../../core/pointsTypes';
import { useGetMyIntegralListQuery, useGetMyMedalListQuery } from '../../../store/api/pointsApi';
import { userCenterMessages as t } from './messages';

const PAGE_SIZE = 10;

const columns: TableColumnsType<IntegralEntry> = [
  { title: t.pointsReason, dataIndex: 'reason', key: 'reason' },
  {
    title: t.pointsChange,
    dataIndex: 'integral',
    key: 'integral',
    width: 96,
    render: (integral: number) => (
      <Tag color={integral >= 0 ? 'green' : 'orange'}>{integral >= 0 ? `+${integral}` : integral}</Tag>
    ),
  },
  { title: t.pointsTime, dataIndex: 'createTime', key: 'createTime', width: 180 },
];

function PointsLedger() {
  const [pageNumber, setPageNumber] = useState(1);
  const { data, isFetching, isError } = useGetMyIntegralListQuery({ pageNumber, pageSize: PAGE_SIZE });
  if (isError) return <Alert type="warning" showIcon title={t.pointsLoadFailed} />;
  return (
    <>
      <Statistic title={t.pointsBalance} value={data?.balance ?? 0} loading={data === undefined} />
      <Table<IntegralEntry>
        aria-label={t.pointsLedger}
        className="user-center-ledger"
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={data?.list ?? []}
        loading={isFetching}
        locale={{ emptyText: <span className="user-center-ledger-empty">{t.pointsEmpty}</span> }}
        pagination={{
          current: pageNumber,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: setPageNumber,
        }}
      />
    </>
  );
}

function MedalWall() {
  const { data, isError } = useGetMyMedalListQuery();
  if (isError) return <Alert type="warning" showIcon title={t.medalWallLoadFailed} />;
  return (
    <ul className="user-center-medal-wall" aria-label={t.medalWall}>
      {(data ?? []).map((medal: MedalListItem) => (
        <li key={medal.id} className={medal.obtained ? undefined : 'user-center-medal-locked'}>
          <img src={medal.medalIcon} alt="" width={56} height={56} />
          <strong>{medal.medalName}</strong>
          <span>
            {medal.obtained && medal.obtainTime !== null
              ? t.medalObtained(medal.obtainTime)
              : t.medalLocked(medal.description)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** 我的积分 (balance and ledger) and every medal: earned ones with their date, locked ones with their rule. */
export function PointsCard() {
  return (
    <Card className="user-center-card user-center-points">
      <Tabs
        items={[
          { key: 'points', label: t.pointsTitle, children: <PointsLedger /> },
          { key: 'medals', label: t.medalWall, children: <MedalWall /> },
        ]}
      />
    </Card>
  );
}
