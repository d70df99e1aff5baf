import { CheckCircleOutlined, ClockCircleOutlined, ThunderboltOutlined, WalletOutlined } from '@ant-design/icons';
import type { TDashboardMetrics } from '@duesflow/shared-contracts/dashboard';
import { formatINR, formatIndianNumber, formatSuccessRate } from '@duesflow/shared-contracts/format';
import type { TFigureDefinition } from '../../../components/FigureCard';

/**
 * The four cards in spec order. Captions are fixed text (spec part 1 §2); they say what the figure
 * counts rather than claim a month-on-month change the API does not compute.
 */
export const METRIC_DEFINITIONS: TFigureDefinition<TDashboardMetrics>[] = [
  {
    title: 'Total Collections',
    caption: 'Payments received to date',
    icon: <WalletOutlined aria-hidden />,
    // Always two decimals in Indian grouping (₹2,07,74,117.20), never a lone tenth of a rupee.
    format: (metrics) => formatINR(metrics.totalCollections),
  },
  {
    title: 'Active Workflows',
    caption: 'Workflows running right now',
    icon: <ThunderboltOutlined aria-hidden />,
    format: (metrics) => formatIndianNumber(metrics.activeWorkflows),
  },
  {
    title: 'Success Rate',
    caption: 'Of finished workflow runs',
    icon: <CheckCircleOutlined aria-hidden />,
    // "—" until a run has finished: 0.0% would say every run failed.
    format: (metrics) => (metrics.finishedWorkflows === 0 ? '—' : formatSuccessRate(metrics.successRate)),
  },
  {
    title: 'Pending Actions',
    caption: 'Overdue customers not contacted this week',
    icon: <ClockCircleOutlined aria-hidden />,
    format: (metrics) => formatIndianNumber(metrics.pendingActions),
  },
];
