import { Suspense, lazy, useState } from 'react';
import { Button, Popover, Segmented, Skeleton, Tooltip } from 'antd';
import {
  ApartmentOutlined,
  QuestionCircleOutlined,
  RadarChartOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { GrowthTree, GrowthTreeNode } from '../../../core/homeTypes';
import { useGetGrowingTreeListQuery } from '../../../store/api/homeApi';
import { lazyDialog } from '../../components/lazyDialog';
import { useNearViewport } from '../../components/useNearViewport';
import { Apple, Bud, GrowthTreeBackdrop, TREE_SLOTS } from './art';
import { appleOf } from './appleStage';
import { listQueryFields, LoadState, SectionCard } from '../../components/sections';
import { homeMessages as t } from './messages';

const AbilityRadar = lazy(() => import(/* webpackChunkName: "ability-radar" */ './AbilityRadar'));
const AbilityDimensionModal = lazyDialog(
  () =>
    import(/* webpackChunkName: "ability-modal" */ './AbilityDimensionModal').then(
      (module) => module.default,
    ),
  (props) => props.open,
);

type View = 'tree' | 'list';

function NodeApple({ node, size }: { node: GrowthTreeNode; size: number }) {
  const { image } = appleOf(node.value);
  return image === null ? <Bud size={size} /> : <Apple image={image} size={size} />;
}

/** Apples hanging on the tree; units beyond the tree's slots are in the list view. */
function TreeView({ nodes }: { nodes: GrowthTreeNode[] }) {
  return (
    <div className="growth-tree-view">
      <GrowthTreeBackdrop />
      <ul className="growth-tree-apples" aria-label={t.growth.nodes}>
        {nodes.slice(0, TREE_SLOTS.length).map((node, index) => {
          const [x, y] = TREE_SLOTS[index];
          const label = t.growth.nodeLabel(node.name, appleOf(node.value).stage);
          return (
            <li key={node.id} style={{ left: `${(x / 320) * 100}%`, top: `${(y / 240) * 100}%` }}>
              <Tooltip title={label}>
                <span className="growth-tree-apple" role="img" aria-label={label} tabIndex={0}>
                  <NodeApple node={node} size={30} />
                </span>
              </Tooltip>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ListView({ nodes }: { nodes: GrowthTreeNode[] }) {
  return (
    <ol className="growth-tree-list" aria-label={t.growth.nodes}>
      {nodes.map((node) => (
        <li key={node.id}>
          <NodeApple node={node} size={26} />
          <span className="growth-tree-node-name">{node.name}</span>
          <span className="growth-tree-node-stage">{appleOf(node.value).stage}</span>
        </li>
      ))}
    </ol>
  );
}

/** The help image: what each apple means. */
function GrowthHelp() {
  return (
    <div className="growth-help">
      <ul className="growth-help-stages">
        <li>
          <Bud size={34} />
          <span>{t.growth.notReached}</span>
        </li>
        {t.growth.helpStages.map((stage, index) => (
          <li key={stage}>
            <Apple image={(index + 1) as 1 | 2 | 3 | 4 | 5} size={34} />
            <span>{stage}</span>
          </li>
        ))}
      </ul>
      <p>{t.growth.helpText}</p>
    </div>
  );
}

/**
 * The radar's place. It shimmers only while the chart's code is on its way: waiting to be scrolled
 * to, an endless shimmer had the browser restyle and repaint the page on every frame for as long as
 * the dashboard stayed open (on a phone, where the radar is below the fold, a fifth of the main
 * thread at 4× CPU).
 */
function RadarLoading({ active }: { active: boolean }) {
  return (
    <div className="ability-radar-loading" role="status" aria-label={t.growth.radarLoading}>
      <Skeleton.Node active={active} />
    </div>
  );
}

/**
 * The chart library is the largest script of the dashboard: it loads when the radar comes into
 * view, not with the page, so what the student sees first never waits for it (on a phone the radar
 * is below the fold).
 */
function RadarWhenSeen({ tree }: { tree: GrowthTree }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={<RadarLoading active />}>
          <AbilityRadar
            points={tree.radarMap}
            label={t.growth.radarLabel(tree.className)}
            valueName={t.growth.valueName}
          />
        </Suspense>
      ) : (
        <RadarLoading active={false} />
      )}
    </div>
  );
}

function TreeBody({ tree }: { tree: GrowthTree }) {
  const [view, setView] = useState<View>('tree');
  const [abilitiesOpen, setAbilitiesOpen] = useState(false);
  return (
    <div className="growth-body">
      <div className="growth-nodes">
        <Segmented<View>
          size="small"
          aria-label={t.growth.views}
          value={view}
          onChange={setView}
          options={[
            { value: 'tree', label: t.growth.treeView, icon: <ApartmentOutlined /> },
            { value: 'list', label: t.growth.listView, icon: <UnorderedListOutlined /> },
          ]}
        />
        {tree.nodeList.length === 0 ? (
          <p className="growth-empty-nodes">{t.growth.emptyNodes}</p>
        ) : view === 'tree' ? (
          <TreeView nodes={tree.nodeList} />
        ) : (
          <ListView nodes={tree.nodeList} />
        )}
      </div>
      <div className="growth-radar">
        <div className="growth-radar-head">
          <h3>
            <RadarChartOutlined aria-hidden="true" /> {t.growth.radar}
          </h3>
          <Button size="small" shape="round" onClick={() => setAbilitiesOpen(true)}>
            {t.growth.abilities}
          </Button>
        </div>
        <RadarWhenSeen tree={tree} />
      </div>
      <AbilityDimensionModal
        open={abilitiesOpen}
        points={tree.radarMap}
        onClose={() => setAbilitiesOpen(false)}
      />
    </div>
  );
}

/** The growth tree card: one tree per class, as apples or as a list, and the ability radar. */
export function GrowthTreeCard() {
  const query = useGetGrowingTreeListQuery(undefined, { selectFromResult: listQueryFields });
  const trees = query.data ?? [];
  const [picked, setPicked] = useState(0);
  const tree = trees[Math.min(picked, trees.length - 1)];

  return (
    <SectionCard
      id="home-growth"
      title={t.growth.title}
      icon={<ApartmentOutlined />}
      tone="green"
      extra={
        <>
          {trees.length > 1 && (
            <Segmented<number>
              size="small"
              aria-label={t.growth.classPicker}
              value={Math.min(picked, trees.length - 1)}
              onChange={setPicked}
              options={trees.map((candidate, index) => ({ value: index, label: candidate.className }))}
            />
          )}
          <Popover content={<GrowthHelp />} title={t.growth.help} trigger="click" placement="bottomRight">
            <Button type="text" shape="circle" icon={<QuestionCircleOutlined />} aria-label={t.growth.help} />
          </Popover>
        </>
      }
    >
      <LoadState
        isLoading={query.isLoading}
        error={query.error}
        isEmpty={trees.length === 0}
        emptyText={t.growth.empty}
        onRetry={() => void query.refetch()}
        skeletonRows={6}
      >
        {tree && <TreeBody key={tree.className} tree={tree} />}
      </LoadState>
    </SectionCard>
  );
}
