// What other contexts may use of the category tree without loading the whole catalogue (identity's
// profiles read people's categories; importing catalogue/index.ts from there would make a cycle).
export { categoryWithDescendants } from './categories.repository.js';
export {
  categorySql,
  createUserCategoriesRepository,
  type CategoryChip,
  type UserCategoriesRepository,
  type UserCategoryKind,
} from './user-categories.repository.js';
