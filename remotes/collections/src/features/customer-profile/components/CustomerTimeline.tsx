import { Button, Empty, Flex, Skeleton, Timeline } from 'antd';
import { LoadErrorState } from '@duesflow/remote-kit/LoadErrorState';
import { errorMessage } from '@duesflow/remote-kit/httpBaseQuery';
import { useGetCustomerTimelineInfiniteQuery } from '../api';
import { TimelineEntry, entryColor, entryIcon } from './TimelineEntry';

/** Everything that happened with the customer, newest first, 50 at a time; "Load older" adds the next 50. */
export function CustomerTimeline({ customerId }: { customerId: string }) {
  const timeline = useGetCustomerTimelineInfiniteQuery(customerId);
  if (timeline.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (timeline.isError && !timeline.data) {
    return (
      <LoadErrorState
        title="The timeline could not be loaded"
        message={errorMessage(timeline.error)}
        onRetry={() => void timeline.refetch()}
        retrying={timeline.isFetching}
      />
    );
  }
  const events = timeline.data?.pages.flatMap((page) => page.items) ?? [];
  if (events.length === 0) return <Empty description="Nothing has happened with this customer yet" />;
  return (
    <Flex vertical gap="small">
      <Timeline
        aria-label="Timeline"
        items={events.map((event) => ({
          key: event.id,
          icon: entryIcon(event.kind),
          color: entryColor(event),
          content: <TimelineEntry event={event} />,
        }))}
      />
      {timeline.hasNextPage ? (
        <Button
          onClick={() => void timeline.fetchNextPage()}
          loading={timeline.isFetchingNextPage}
          disabled={timeline.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          Load older
        </Button>
      ) : null}
    </Flex>
  );
}
