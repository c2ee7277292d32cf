// The recommender columns are found the same way in the portal: the logic lives in the form runtime.
export {
  hasRepeatedEmail,
  isValidEmail,
  normaliseEmail,
  recommenderRows,
  recommenderRowNumber,
  refereeColumns,
  refereeColumnsOf,
  type RecommenderRow,
  type RefereeColumns,
} from '../../../schema-adapters/module/recommenders';
