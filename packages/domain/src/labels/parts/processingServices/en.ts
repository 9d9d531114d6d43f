// Processing: the services list (filter, create, copy, enable, delete with force, export and import).
// English texts of this part of the catalogue; each language has its file beside this one.
export const en = {
  'processing.home.intro': 'Configure what your users deposit and how their letters are sent.',
  'processing.home.services.hint':
    'Create, copy, enable, export and import the services deposits follow: boxes, splitting, data files, requirements and channels.',
  'processing.home.recipientsChoice.hint':
    'What recipients may choose about how they receive their mail, and the texts that ask them.',

  'processing.services.intro':
    'The services offered to an organisation unit: its own and those of the units above it.',
  'processing.services.filter.ou': 'Organisation unit',
  'processing.services.filter.text': 'Search by name or description',
  'processing.services.filter.type': 'Type',
  'processing.services.filter.status': 'Status',
  'processing.services.filter.any': 'Any',
  'processing.services.status.enabled': 'Enabled',
  'processing.services.status.disabled': 'Disabled',
  'processing.services.inconsistent': 'Inconsistent',
  'processing.services.inconsistent.hint':
    'A channel, option, output file or metadata this service names no longer exists or is no longer offered: edit the service to fix it.',
  'processing.services.inherited': 'From {ou}',
  'processing.services.inheritedAbove': 'From a unit above yours: read only.',
  'processing.services.type.SIMPLE_UNIQUE': 'Single document',
  'processing.services.type.SIMPLE_MULTIPLE': 'Documents split into letters',
  'processing.services.type.ARCHIVE': 'Archive',
  'processing.services.type.PREPROCESSING': 'Documents and data files',
  'processing.services.type.PREPROCESSING_UNIQUE': 'Single document and data files',
  'processing.services.type.ADVANCED': 'Advanced',
  'processing.services.typeHint.SIMPLE_UNIQUE':
    'One PDF per deposit; its values are checked before the deposit is made.',
  'processing.services.typeHint.SIMPLE_MULTIPLE': 'PDFs split into letters by page count or by a marker.',
  'processing.services.typeHint.ARCHIVE': 'A ZIP archive whose files go to the boxes.',
  'processing.services.typeHint.PREPROCESSING':
    'Documents matched with the records of data files (CSV, fixed width, JSON).',
  'processing.services.typeHint.PREPROCESSING_UNIQUE':
    'One document in the main box, matched with the records of data files.',
  'processing.services.typeHint.ADVANCED': 'Any combination of boxes, parents and appositions.',
  'processing.services.column.name': 'Name',
  'processing.services.column.type': 'Type',
  'processing.services.column.status': 'Status',
  'processing.services.column.updated': 'Last change',
  'processing.services.column.actions': 'Actions',
  'processing.services.count': '{count} services',
  'processing.services.empty': 'No service matches these filters.',
  'processing.services.none': 'No service is offered to this unit yet.',
  'processing.services.new': 'New service',
  'processing.services.new.title': 'Type of the new service',
  'processing.services.new.intro':
    'The type decides which boxes a deposit has and how its files become letters.',
  'processing.services.import': 'Import a service',
  'processing.services.actions': 'Actions on {name}',
  'processing.services.edit': 'Edit',
  'processing.services.copy': 'Copy',
  'processing.services.enable': 'Enable',
  'processing.services.disable': 'Disable',
  'processing.services.export': 'Export',
  'processing.services.delete': 'Delete',
  'processing.services.enabled.done': 'The service {name} is enabled.',
  'processing.services.disabled.done': 'The service {name} is disabled.',
  'processing.services.exportFailed': 'The service {name} could not be exported.',
  'processing.services.cancel': 'Cancel',
  'processing.services.close': 'Close',
  'processing.services.delete.title': 'Delete the service {name}',
  'processing.services.delete.text':
    'Users will no longer deposit into this service. Deposits already made keep their history.',
  'processing.services.delete.submit': 'Delete the service',
  'processing.services.delete.openJobs':
    'This service has {openJobs} deposits in progress and {pendingOrders} orders awaiting validation.',
  'processing.services.delete.effect':
    'Deleting it anyway rejects those {pendingOrders} orders awaiting validation; the deposits stay as they are.',
  'processing.services.delete.force': 'Delete anyway',
  'processing.services.delete.done': 'The service {name} was deleted.',
  'processing.services.delete.doneRejected':
    'The service {name} was deleted; {count} orders awaiting validation were rejected.',
  'processing.services.import.title': 'Import a service',
  'processing.services.import.text':
    'A file exported from this screen. The service is created in {ou}; files attached to its boxes are not in the file and must be added again.',
  'processing.services.import.file': 'Service file',
  'processing.services.import.submit': 'Import the service',
  'processing.services.import.failed': 'Nothing was imported: {count} problems to fix.',
  'processing.services.import.at': '{path}: {text}',
  'processing.services.import.done': 'The service {name} was imported.',
};
