import { Suspense, lazy, useState } from 'react';
import { Alert, Button, Card, Empty, Skeleton } from 'antd';
import { useGetWorkflowExecutionsQuery } from '../api';
import { ExecutionItem } from './ExecutionItem';

/** View All's table (antd Table and what it pulls in) loads when first opened, not with the Dashboard. */
const AllExecutionsModal = lazy(() => import('./AllExecutionsModal').then((module) => ({ default: module.AllExecutionsModal })));

/** The dashboard shows the first 4 executions (spec part 1 §9). */
const RECENT_EXECUTIONS = 4;

export function RecentExecutions() {
  const { data: executions = [], isLoading, error } = useGetWorkflowExecutionsQuery();
  const [showAll, setShowAll] = useState(false);
  // Once opened the modal stays mounted, so closing it animates instead of vanishing.
  const [opened, setOpened] = useState(false);
  const recent = executions.slice(0, RECENT_EXECUTIONS);

  return (
    <Card
      title="Recent Workflow Executions"
      // On a phone the title takes two lines beside View All rather than losing its end.
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={
        <Button
          type="link"
          onClick={() => {
            setOpened(true);
            setShowAll(true);
          }}
          disabled={isLoading}
        >
          View All
        </Button>
      }
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : error && !executions.length ? (
        <Alert type="error" showIcon title="Unable to load workflow executions" description={error.message} />
      ) : recent.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No workflow executions found" />
      ) : (
        <ul aria-label="Recent workflow executions" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {recent.map((execution) => (
            <ExecutionItem key={execution.id} execution={execution} />
          ))}
        </ul>
      )}
      {opened && (
        <Suspense fallback={null}>
          <AllExecutionsModal open={showAll} onClose={() => setShowAll(false)} />
        </Suspense>
      )}
    </Card>
  );
}
