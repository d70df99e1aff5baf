// Portfolios (docs/worklist.md): which collector owns which customer. Other modules (the Customers table,
// import) use these; the rest of the module is private.
export {
  assignOwners,
  customerIdsOwnedBy,
  ownedCustomerIds,
  ownerNamesOf,
  ownersOf,
  isAssignable,
  OWNER_ROLES,
  type AssignOwners,
} from './owners';
