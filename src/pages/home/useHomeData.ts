import type { AppliedData, HomeData } from '../../../protocol/apply';
import { applyApi } from '../../api';
import type { PaymentInfoData } from '../../api/apply';
import { useRemote, type Remote } from '../../components/useRemote';

/** What the home screen shows: the overview and the user's choice. */
export interface HomeOverview {
  home: HomeData;
  applied: AppliedData;
}

const loadOverview = async (): Promise<HomeOverview> => {
  const [home, applied] = await Promise.all([applyApi.home(), applyApi.applied()]);
  return { home, applied };
};

const loadPayments = (): Promise<PaymentInfoData> => applyApi.paymentInfo();

/** Loads the home overview and, apart (a failure there keeps the rest), the payment and invoice records. */
export function useHomeData(): { overview: Remote<HomeOverview>; payments: Remote<PaymentInfoData>; reload: () => void; retryPayments: () => void } {
  const { remote: overview, retry: reload } = useRemote(loadOverview);
  const { remote: payments, retry: retryPayments } = useRemote(loadPayments);
  return { overview, payments, reload, retryPayments };
}
