import { AlertOutlined, CalendarOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import type { TPaymentTrackingDashboard } from '@duesflow/shared-contracts/payment-tracking';
import { formatINR, formatIndianNumber } from '@duesflow/shared-contracts/format';
import type { TFigureDefinition } from '../../../components/FigureCard';

/** The four tiles in spec order (part 2 §2); captions say what each figure counts. */
export const TRACKING_TILES: TFigureDefinition<TPaymentTrackingDashboard>[] = [
  {
    title: 'Customers with Dues',
    caption: 'Customers with an unpaid balance',
    icon: <TeamOutlined aria-hidden />,
    format: (figures) => formatIndianNumber(figures.totalCustomersWithDues),
  },
  {
    title: 'Total Outstanding',
    caption: 'Unpaid balance still to collect',
    icon: <WalletOutlined aria-hidden />,
    format: (figures) => formatINR(figures.totalOutstandingAmount),
  },
  {
    title: 'Urgent Follow-ups',
    caption: 'Customers on the Urgent Overdue list',
    icon: <AlertOutlined aria-hidden />,
    format: (figures) => formatIndianNumber(figures.urgentFollowUps),
  },
  {
    title: 'Scheduled Follow-ups',
    caption: 'Customers Execute All would contact now',
    icon: <CalendarOutlined aria-hidden />,
    format: (figures) => formatIndianNumber(figures.scheduledFollowUps),
  },
];
