/**
 * Scores passwords off the main thread: loading and ranking the dictionaries would freeze a low-end phone for
 * a moment, right while the learner types. Not precached (sign-up needs the network anyway).
 */
import {
  createPasswordEstimator,
  type PasswordEstimate,
  type PersonalData,
} from '../../../shared/password-strength';

export interface StrengthRequest {
  id: number;
  password: string;
  personal: PersonalData;
}
export interface StrengthResponse {
  id: number;
  estimate: PasswordEstimate;
}

const estimate = createPasswordEstimator();
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = ({ data }: MessageEvent<StrengthRequest>) => {
  scope.postMessage({
    id: data.id,
    estimate: estimate(data.password, data.personal),
  } satisfies StrengthResponse);
};
