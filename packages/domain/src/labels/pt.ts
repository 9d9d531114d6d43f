import { pt as systemBrandingsPt } from './parts/systemBrandings/pt';
import { pt as systemLocalesPt } from './parts/systemLocales/pt';
import { pt as depositPreflightPt } from './parts/depositPreflight/pt';
import { pt as preflightPt } from './parts/preflight/pt';
import { pt as printerPt } from './parts/printer/pt';
import { pt as printerScreenPt } from './parts/printerScreens/pt';
import { pt as ssoPt } from './parts/sso/pt';
import { pt as a11yPt } from './parts/a11y/pt';
import { pt as facePt } from './parts/face/pt';
import { pt as apiKeyPt } from './parts/apiKeys/pt';
import { pt as webhooksPt } from './parts/webhooks/pt';
import { pt as ippPrintPt } from './parts/ippPrint/pt';
import { pt as costsPt } from './parts/costs/pt';
import { pt as smppPt } from './parts/smpp/pt';
import { pt as evidencePt } from './parts/evidence/pt';
import { pt as mailDomainsPt } from './parts/mailDomains/pt';
import { pt as mailReturnsPt } from './parts/mailReturns/pt';
import { pt as escalationPt } from './parts/escalation/pt';
import { pt as embeddedPt } from './parts/embedded/pt';
import { pt as systemSecurityPt } from './parts/systemSecurity/pt';
import { pt as systemChannelsPt } from './parts/systemChannels/pt';
import { pt as systemAreasPt } from './parts/systemAreas/pt';
import { pt as systemOptionsPt } from './parts/systemOptions/pt';
import { pt as processingConsentPt } from './parts/processingConsent/pt';
import { pt as processingExpressionsPt } from './parts/processingExpressions/pt';
import { pt as processingRulesPt } from './parts/processingRules/pt';
import { pt as processingParserPt } from './parts/processingParser/pt';
import { pt as processingSplitPt } from './parts/processingSplit/pt';
import { pt as processingEditorPt } from './parts/processingEditor/pt';
import { pt as processingServicesPt } from './parts/processingServices/pt';
import { pt as settingsAccountPt } from './parts/settingsAccount/pt';
import { pt as adminAccessPt } from './parts/adminAccess/pt';
import { pt as adminUsersPt } from './parts/adminUsers/pt';
import { pt as adminAccountsPt } from './parts/adminAccounts/pt';
import { pt as settingsPreferencesPt } from './parts/settingsPreferences/pt';
import { pt as depositRequirementsPt } from './parts/depositRequirements/pt';
import { pt as depositUploadPt } from './parts/depositUpload/pt';
import { pt as depositPackGroupsPt } from './parts/depositPackGroups/pt';
import { pt as depositVisualsPt } from './parts/depositVisuals/pt';
import { pt as manageListsPt } from './parts/manageLists/pt';
import { pt as manageDetailsPt } from './parts/manageDetails/pt';
import { pt as homeLivePt } from './parts/homeLive/pt';
import { pt as chartsPt } from './parts/charts/pt';
import { pt as orderValidationPt } from './parts/orderValidation/pt';
import { pt as statusPt } from './parts/statuses/pt';
import type { Labels } from './en';

// Portuguese labels: exactly the keys of en.ts (the test beside them checks keys and {placeholders}).
export const pt: Labels = {
  'app.name': 'Postbridge',
  'error.consentPageClosed':
    'O remetente não aceita escolhas nesta página de momento. Tente novamente mais tarde.',
  'error.consentChoiceNotOffered': 'O remetente não oferece esta opção. Escolha uma das opções apresentadas.',
  'error.invalidConsentLink':
    'Esta ligação não é válida. Verifique se escreveu o endereço completo impresso na sua carta.',
  'error.invalidConsentConfirmation':
    'Esta ligação de confirmação não é válida, já foi utilizada ou expirou. Abra novamente a ligação da sua carta para pedir uma nova.',
  'error.recipientNotPending':
    'O destinatário {identifier} não tem nenhum endereço de e-mail a aguardar confirmação.',
  'mail.consentConfirm.subject': 'Confirme o seu endereço de e-mail para {sender}',
  'mail.consentConfirm.text':
    'Olá,\n\nPediu a {sender} que lhe envie o seu correio por e-mail para este endereço. Abra esta ligação no prazo de {hours} horas para o confirmar:\n\n{link}\n\nSe não fez este pedido, ignore este e-mail: este endereço não será utilizado.',
  'mail.consentConfirm.html':
    '<p>Olá,</p><p>Pediu a <b>{sender}</b> que lhe envie o seu correio por e-mail para este endereço. Abra esta ligação no prazo de {hours} horas para o confirmar:</p><p><a href="{link}">{link}</a></p><p>Se não fez este pedido, ignore este e-mail: este endereço não será utilizado.</p>',
  'consent.title': 'A sua preferência de envio',
  'consent.intro': '{sender} gostaria de saber como prefere receber o seu correio.',
  'consent.reference': 'A sua referência: {identifier}',
  'consent.current.EMAIL': 'Escolha atual: por e-mail, para {email}.',
  'consent.current.EMAIL_PENDING': 'Escolha atual: por e-mail, para {email}, a aguardar a sua confirmação.',
  'consent.current.LETTER': 'Escolha atual: por correio postal.',
  'consent.current.NONE': 'Ainda não há nenhuma escolha registada.',
  'consent.question': 'Como prefere receber o seu correio?',
  'consent.choice.EMAIL': 'Por e-mail',
  'consent.choice.LETTER': 'Por correio postal',
  'consent.choice.NONE': 'Sem preferência',
  'consent.email': 'O seu endereço de e-mail',
  'consent.submit': 'Guardar a minha escolha',
  'consent.saved.EMAIL':
    'Quase concluído: enviámos uma ligação de confirmação para {email}. Abra-a no prazo de {hours} horas para confirmar o seu endereço.',
  'consent.saved.LETTER': 'Obrigado: {sender} vai enviar-lhe o seu correio por correio postal.',
  'consent.saved.NONE': 'Obrigado: a sua escolha foi guardada.',
  'consent.change': 'Alterar a minha escolha',
  'consent.confirm.title': 'Confirme o seu endereço de e-mail',
  'consent.confirm.intro': 'Confirme que pretende receber o seu correio por e-mail.',
  'consent.confirm.submit': 'Confirmar o meu endereço',
  'consent.confirm.done':
    'Obrigado: o seu endereço {email} está confirmado. {sender} vai enviar-lhe o seu correio por e-mail.',
  'issue.recipient.emailRequired': 'A preferência {preference} precisa de um endereço de e-mail.',
  'issue.recipient.emailNotValid':
    'A preferência EMAIL precisa de um endereço que funcione (emailValid true); use EMAIL_PENDING para um endereço ainda por confirmar.',
  'issue.recipient.pendingEmailValid':
    'EMAIL_PENDING destina-se a um endereço ainda não confirmado (emailValid false), que uma lista de destinatários não pode conter.',
  'issue.recipient.listEmailValid':
    'Uma lista de destinatários contém endereços garantidos pelo remetente: emailValid tem de ser true.',
  'issue.recipient.duplicate': 'O destinatário {identifier} aparece mais do que uma vez.',
  'issue.recipient.senderAccountDisabled':
    'A unidade organizacional {ou} não é uma conta de remetente: ative primeiro a sua conta de remetente.',
  'error.generic': 'Ocorreu um erro inesperado.',
  'error.badRequest': 'O pedido não é válido: {field} {reason}',
  'error.notFound': 'O item solicitado não foi encontrado.',
  'error.fileTooLarge': 'O ficheiro é maior do que os {limit} MB permitidos.',
  'error.validationFailed': 'É preciso corrigir {count} problema(s) antes de guardar.',
  'error.jobCannotCancel': 'Um trabalho no estado {state} não pode ser cancelado.',
  'error.filesPurged':
    'Os ficheiros deste trabalho foram eliminados no fim do respetivo período de conservação.',
  'error.depositLine': 'A linha {line} do depósito não é válida: {reason}',
  'error.serviceHasOpenJobs':
    'O serviço tem {openJobs} pedidos em curso: confirme para continuar, o que rejeitará os pedidos pendentes de validação.',
  'error.tooManyRequests': 'Demasiadas tentativas. Aguarde {seconds} segundos e tente novamente.',
  'error.invalidCredentials': 'Credenciais inválidas.',
  'error.sessionTimeout': 'A sua sessão expirou... Volte a ligar-se.',
  'error.unauthorized': 'Não tem permissão para realizar esta operação.',
  'error.editionConflict': 'Este item foi alterado por outro utilizador. Tente editá-lo novamente.',
  'error.idempotencyKeyReused': 'Esta Idempotency-Key já foi utilizada para outro pedido.',
  'error.idempotencyKeyInProgress':
    'Um pedido com esta Idempotency-Key ainda está em curso. Tente novamente quando tiver obtido resposta.',
  'error.passwordPolicy': 'A palavra-passe não cumpre a política de segurança...',
  'error.passwordTooShort':
    'A palavra-passe não cumpre a política de segurança... Tem de ter pelo menos {minimum} caracteres.',
  'error.passwordBreached':
    'A palavra-passe não cumpre a política de segurança... Está entre as palavras-passe divulgadas por outros sites: escolha outra.',
  'error.passwordUnchanged': 'A palavra-passe não foi alterada...',
  'error.passwordTooSimilar':
    'A palavra-passe não cumpre a política de segurança... É demasiado parecida com o seu nome de utilizador, o seu nome ou a palavra-passe anterior.',
  'error.invalidResetToken':
    'Esta ligação de reposição da palavra-passe é inválida, já foi utilizada ou expirou.',
  'error.passwordExpired': 'A sua palavra-passe expirou. Altere-a antes de continuar.',
  'error.invalidSignature': 'A assinatura do pedido está em falta, incorreta ou expirada.',
  'error.currentPasswordWrong': 'A palavra-passe atual não está correta.',
  'mail.commandRejected.subject': '{appName}: a sua encomenda "{jobName}" não foi validada',
  'mail.commandRejected.text':
    'A sua encomenda "{jobName}" não foi validada: {reason}\n\nAbra {appName} para libertar os destinatários e encomendá-los de novo, ou cancele-a: {link}',
  'mail.commandRejected.html':
    '<p>A sua encomenda <strong>{jobName}</strong> não foi validada: {reason}</p><p><a href="{link}">Abra {appName}</a> para libertar os destinatários e encomendá-los de novo, ou cancele-a.</p>',
  'mail.commandRejected.expired': 'nenhum validador agiu antes do fim do prazo de validação.',
  'mail.commandRejected.noReason': 'não foi dado nenhum motivo.',
  'mail.validatorSummary.subject': '{appName}: {count} encomendas aguardam a sua validação',
  'mail.validatorSummary.text':
    '{count} encomendas aguardam a sua validação. A primeira expira a {firstExpiry}.\n\nValide-as ou rejeite-as em {appName}: {link}',
  'mail.validatorSummary.html':
    '<p><strong>{count}</strong> encomendas aguardam a sua validação. A primeira expira a {firstExpiry}.</p><p><a href="{link}">Valide-as ou rejeite-as em {appName}</a>.</p>',
  'mail.lostPassword.subject': 'Reponha a sua palavra-passe de {appName}',
  'mail.lostPassword.text':
    'Olá {name},\n\nAlguém pediu para repor a palavra-passe da conta {login}. Abra esta ligação no prazo de {minutes} minutos para escolher uma nova palavra-passe:\n\n{link}\n\nSe não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se.',
  'mail.lostPassword.html':
    '<p>Olá {name},</p><p>Alguém pediu para repor a palavra-passe da conta <b>{login}</b>. Abra esta ligação no prazo de {minutes} minutos para escolher uma nova palavra-passe:</p><p><a href="{link}">{link}</a></p><p>Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se.</p>',
  'common.loading': 'A carregar…',
  'common.retry': 'Tentar novamente',
  'common.close': 'Fechar',
  'common.backToSignIn': 'Voltar ao início de sessão',
  'common.backToHome': 'Voltar ao início',
  'field.required': 'Este campo é obrigatório.',
  'field.invalidEmail': 'Introduza um endereço de e-mail válido.',
  'error.network': 'Não foi possível contactar o servidor. Verifique a sua ligação e tente novamente.',
  'error.passwordMismatch': 'As palavras-passe não coincidem.',
  'error.workInProgress.title': 'Em desenvolvimento',
  'error.workInProgress.text':
    'Esta parte da aplicação ainda está em desenvolvimento. Tente novamente mais tarde.',
  'error.pageNotFound.title': 'Página não encontrada',
  'error.pageNotFound.text': 'A página que procura não existe ou foi movida.',
  'error.lazyTimeout':
    'Este ecrã está a demorar demasiado a carregar. Verifique a sua ligação e tente novamente.',
  'notification.passwordExpiry': 'A sua palavra-passe expira dentro de {days} dias. Altere-a agora.',
  'notification.passwordChanged': 'A sua palavra-passe foi alterada.',
  'shell.loading': 'A carregar a aplicação…',
  'shell.mainMenu': 'Menu principal',
  'shell.toggleMenu': 'Mostrar ou ocultar o menu',
  'shell.logoAlt': 'Logótipo de {appName}',
  'shell.notifications': 'Notificações (Alt+T)',
  'userMenu.open': 'Menu do utilizador de {name}',
  'userMenu.settings': 'As minhas definições',
  'userMenu.version': 'Informações da versão',
  'userMenu.signOut': 'Terminar sessão',
  'version.title': 'Informações da versão',
  'version.client': 'Cliente web',
  'version.server': 'Servidor',
  'version.modules': 'Módulos do servidor',
  'version.unavailable': 'Indisponível',
  'signIn.title': 'Iniciar sessão',
  'signIn.subtitle': 'Bem-vindo ao {appName}',
  'signIn.login': 'Utilizador',
  'signIn.password': 'Palavra-passe',
  'signIn.submit': 'Iniciar sessão',
  'signIn.forgotPassword': 'Esqueceu-se da palavra-passe?',
  'lostPassword.title': 'Esqueceu-se da palavra-passe?',
  'lostPassword.intro':
    'Introduza o endereço de e-mail da sua conta. Enviar-lhe-emos uma ligação para escolher uma nova palavra-passe.',
  'lostPassword.email': 'Endereço de e-mail',
  'lostPassword.submit': 'Enviar a ligação',
  'lostPassword.sent':
    'Se existir uma conta com este endereço, foi enviado um e-mail com uma ligação para escolher uma nova palavra-passe.',
  'password.current': 'Palavra-passe atual',
  'password.rule':
    'Pelo menos {minimum} caracteres; algumas palavras sem relação formam uma palavra-passe forte e fácil de lembrar.',
  'password.new': 'Nova palavra-passe',
  'password.confirm': 'Confirme a nova palavra-passe',
  'password.submit': 'Alterar a palavra-passe',
  'password.reveal': 'Mostrar ou ocultar os caracteres escritos',
  'password.expired.title': 'Altere a sua palavra-passe',
  'password.expired.intro':
    'A sua palavra-passe expirou, ou é a palavra-passe temporária que recebeu. Escolha a sua para continuar.',
  'resetPassword.title': 'Escolha uma nova palavra-passe',
  'resetPassword.account': 'Conta: {login}',
  'resetPassword.done': 'A sua palavra-passe foi alterada. Já pode iniciar sessão.',
  'changePassword.title': 'Alterar a minha palavra-passe',
  'home.welcome': 'Bem-vindo, {name}',
  'home.counters': 'Atividade',
  'home.range': 'De {from} a {to}',
  'deposit.home.intro': 'Escolha o serviço para enviar os seus documentos.',
  'deposit.home.noService': 'Ainda não tem nenhum serviço disponível. Contacte o seu administrador.',
  'deposit.backToServices': 'Voltar aos serviços',
  'deposit.noServiceChosen': 'Nenhum serviço foi escolhido. Volte aos serviços e escolha um.',
  'deposit.box.choose': 'Escolher ficheiros',
  'deposit.box.dropHint': 'Largue aqui os ficheiros PDF, ou escolha-os.',
  'deposit.box.invalidType': 'Aqui só são aceites ficheiros PDF. Não adicionados: {names}',
  'deposit.box.empty': 'Ainda não há ficheiros.',
  'deposit.box.files': 'Ficheiros de {box}',
  'deposit.box.file': '{name} ({size} KB)',
  'deposit.box.remove': 'Remover {name}',
  'deposit.jobName': 'Nome do depósito',
  'deposit.send': 'Enviar',
  'deposit.filesMissing': 'Adicione um ficheiro PDF a cada caixa para enviar.',
  'deposit.uploading': 'A enviar os ficheiros: {percent}%',
  'deposit.uploadProgress': 'Progresso do envio',
  'deposit.job.processing': 'Os seus documentos estão a ser processados…',
  'deposit.job.timeout':
    'O processamento está a demorar mais do que o previsto. Encontre este depósito mais tarde em Gerir.',
  'deposit.job.failed': 'Não foi possível processar o depósito',
  'deposit.job.cancelled': 'O depósito foi cancelado',
  'deposit.order': 'Encomendar',
  'deposit.packGroups.title': 'Envios encontrados',
  'deposit.packGroups.summaryLabel': 'Resumo das verificações de morada',
  'deposit.packGroups.total': 'Envios: {n}',
  'deposit.packGroups.countGood': 'Válidas: {n}',
  'deposit.packGroups.countModified': 'Corrigidas: {n}',
  'deposit.packGroups.countForced': 'Forçadas: {n}',
  'deposit.packGroups.countBad': 'Inválidas: {n}',
  'deposit.packGroups.position': 'N.º',
  'deposit.packGroups.pages': 'Páginas',
  'deposit.packGroups.pageRange': '{first}–{last} ({n} p.)',
  'deposit.packGroups.address': 'Morada postal',
  'deposit.packGroups.check': 'Verificação',
  'deposit.packGroups.actions': 'Ações',
  'deposit.packGroups.noAddress': 'Sem morada',
  'deposit.packGroups.reject': 'Rejeitar',
  'deposit.packGroups.rejectOne': 'Rejeitar o envio {position}',
  'deposit.packGroups.rejected': 'Rejeitado',
  'deposit.status.GOOD': 'Válida',
  'deposit.status.MODIFIED': 'Corrigida',
  'deposit.status.FORCED': 'Forçada',
  'deposit.status.BAD': 'Inválida',
  'home.countersError': 'Não foi possível carregar os contadores.',
  'counter.awaitingValidation': 'A aguardar validação',
  'counter.errors': 'Erros',
  'counter.delivered': 'Entregues',
  'counter.processing': 'Em processamento',
  'counter.ordersRemaining': 'Encomendas pendentes',
  'counter.ordersProcessing': 'Encomendas em processamento',
  'section.home': 'Início',
  'section.deposit': 'Enviar',
  'section.manage': 'Gerir',
  'section.monitoring': 'Monitorização',
  'section.processing': 'Processamento',
  'section.administration': 'Administração',
  'section.system': 'Sistema',
  'section.settings': 'Definições',
  'section.printer': 'Impressora virtual',
  'screen.deposit.archive': 'Depósito de arquivo',
  'screen.deposit.home': 'Enviar documentos',
  'screen.deposit.delivery': 'Opções de envio',
  'screen.deposit.unique': 'Depósito de documento único',
  'screen.deposit.split': 'Depósito com divisão',
  'screen.deposit.preprocessing': 'Depósito com pré-processamento',
  'screen.deposit.form': 'Depósito por formulário',
  'screen.deposit.advanced': 'Depósito avançado',
  'screen.deposit.validation': 'Validação de encomendas',
  'screen.manage.home': 'Gerir',
  'screen.manage.deliveries': 'Envios',
  'screen.manage.deliveryDetail': 'Detalhes do envio',
  'screen.manage.orders': 'Depósitos',
  'screen.manage.orderDetail': 'Detalhes do depósito',
  'screen.manage.documents': 'Documentos',
  'screen.manage.documentsError': 'Documentos com erro',
  'screen.manage.recipientsChoice': 'Escolhas dos destinatários',
  'screen.monitoring.home': 'Monitorização',
  'screen.monitoring.deliveries': 'Monitorização de envios',
  'screen.monitoring.jobs': 'Monitorização de depósitos',
  'screen.monitoring.lateDeliveries': 'Envios atrasados',
  'screen.monitoring.shipments': 'Monitorização de expedições',
  'screen.administration.home': 'Administração',
  'screen.administration.accounts': 'Contas',
  'screen.administration.users': 'Utilizadores',
  'screen.administration.groups': 'Grupos',
  'screen.administration.profiles': 'Perfis',
  'screen.administration.permissions': 'Permissões',
  'screen.system.home': 'Sistema',
  'screen.system.brandings': 'Marcas brancas',
  'screen.system.channels': 'Canais',
  'screen.system.locales': 'Idiomas',
  'screen.system.options': 'Opções',
  'screen.system.security': 'Segurança',
  'screen.processing.home': 'Processamento',
  'screen.processing.services': 'Serviços',
  'screen.processing.recipientsChoice': 'Consentimento dos destinatários',
  'screen.settings.home': 'Definições',
  'screen.settings.addressbox': 'Livro de endereços',
  'screen.settings.library': 'Biblioteca de documentos',
  'screen.settings.user': 'O meu perfil',
  'screen.embedded.home': 'Depósito integrado',
  'screen.printer.config': 'Configuração da impressora',
  'screen.printer.home': 'Impressora virtual',
  'screen.printer.manual': 'Impressão manual',
  'screen.printer.automated': 'Impressão automática',
  'screen.printer.async': 'Enviar um ficheiro impresso',
  'issue.service.nameMandatory': 'O serviço precisa de um nome.',
  'issue.service.box.nameMandatory': 'Cada caixa precisa de um nome.',
  'issue.service.box.duplicateName': 'Já existe outra caixa chamada «{name}».',
  'issue.service.box.labelMandatory': 'A caixa «{name}» precisa de um rótulo.',
  'issue.service.box.splitMinElements':
    'A caixa «{name}» divide os seus ficheiros, por isso precisa de um mínimo de pelo menos 1 ficheiro.',
  'issue.service.box.minAboveMax':
    'A caixa «{name}» pede pelo menos {min} ficheiros mas aceita no máximo {max}.',
  'issue.service.box.dataFileColumns':
    'A caixa de ficheiro de dados «{name}» tem de definir como as suas colunas são lidas.',
  'issue.service.box.unknownParent': 'A caixa «{name}» tem uma caixa-mãe desconhecida «{parent}».',
  'issue.service.box.reconcileMandatory':
    'A caixa «{name}» precisa de uma condição que associe os seus documentos à caixa-mãe.',
  'issue.service.box.unknownServiceFile': 'A caixa «{name}» refere um ficheiro do serviço que não existe.',
  'issue.service.metadata.nameMandatory': 'Cada metadado precisa de um nome.',
  'issue.service.metadata.duplicate': 'Já existe outro metadado chamado «{name}».',
  'issue.service.requirement.invalidName':
    'O nome de requisito «{name}» está vazio ou reservado. Escolha outro nome.',
  'issue.service.requirement.duplicate': 'Já existe outro requisito chamado «{name}».',
  'issue.service.requirement.mandatory': 'O canal «{label}» precisa de pelo menos um requisito.',
  'issue.service.channel.labelMandatory': 'Cada canal precisa de um rótulo.',
  'issue.service.channel.duplicateLabel': 'Já existe outro canal com o rótulo «{label}».',
  'issue.service.channel.addressPageMissing':
    'O canal «{label}» compõe uma página de endereço, mas nenhuma caixa a tem e o ficheiro de saída não a impõe.',
  'issue.service.channel.unknown': 'O canal "{id}" de "{label}" não existe.',
  'issue.service.channel.notOffered': 'O canal "{name}" não é oferecido a esta unidade organizacional.',
  'issue.service.channel.unknownOutputFile':
    'O canal de "{label}" não tem o ficheiro de saída "{outputFileId}".',
  'issue.service.option.unknownType': 'Não existe o tipo de opção "{optionTypeId}".',
  'issue.service.option.unknown': 'A opção "{optionId}" não é uma opção do tipo "{optionTypeId}".',
  'issue.service.option.notOffered': 'O canal de "{label}" não oferece a opção "{optionId}".',
  'issue.service.metadata.unknown':
    'Nenhum metadado se chama "{name}": defina-o no serviço, numa caixa ou num ficheiro de dados.',
  'issue.service.strategy.channelRequired': 'O grupo de envio «{name}» precisa de pelo menos um canal.',
  'issue.service.strategy.unknownChannel': 'A estratégia de envio refere um canal desconhecido «{label}».',
  'issue.service.pattern.invalid': '«{pattern}» não é uma expressão regular válida.',
  'issue.parser.encodingRequired': 'Escolha a codificação do ficheiro de dados.',
  'issue.parser.separatorRequired': 'Introduza o separador de colunas.',
  'issue.parser.mapping.empty': 'Associe pelo menos uma coluna a um metadado.',
  'issue.parser.mapping.invalidColumnIndex':
    'A coluna «{column}» tem de ser um número de coluna (0 ou mais).',
  'issue.parser.mapping.targetBlank': 'Introduza o nome do metadado a que esta coluna se destina.',
  'issue.parser.mapping.duplicateTarget': 'O metadado «{name}» é preenchido por mais de uma coluna.',
  'issue.parser.fixedWidth.columnWidthsEmpty': 'Introduza a largura de pelo menos uma coluna.',
  'issue.parser.fixedWidth.widthNotPositive': 'A largura da coluna {column} tem de ser superior a 0.',
  'issue.parser.fixedWidth.columnNotMapped': 'A coluna {column} não está associada a nenhum metadado.',
  'issue.parser.delimited.columnNamesEmpty': 'Introduza pelo menos um nome de coluna.',
  'issue.parser.delimited.columnNameBlank': 'Um nome de coluna não pode estar vazio.',
  'issue.parser.delimited.headerRequired':
    'As colunas lidas pelo nome precisam de uma linha de cabeçalho no ficheiro.',
  'issue.parser.delimited.duplicateColumnName': 'O nome de coluna «{name}» é usado duas vezes.',
  'issue.parser.json.globalMappingRequired':
    'Sem ponteiro de elementos, associe pelo menos um valor do ficheiro inteiro.',
  'issue.parser.json.mappingNotAllowed':
    'Sem ponteiro de elementos, os valores não podem ser associados por elemento.',
  'issue.parser.json.invalidPointer': 'O ponteiro JSON «{pointer}» tem de começar por /.',
  'issue.parser.skipLines.negative': 'O número de linhas a ignorar não pode ser negativo.',
  'issue.expression.columnRequired': 'Introduza o nome da coluna.',
  'issue.expression.keyRequired': 'Introduza a chave de metadados do PDF.',
  'issue.expression.metadataRequired': 'Escolha o metadado.',
  'issue.expression.boxRequired': 'Escolha a caixa ou leia a partir da caixa principal.',
  'issue.expression.unknownBox': 'Não existe nenhuma caixa chamada «{name}».',
  'issue.expression.identifierRequired': 'Defina como é calculado o identificador do destinatário.',
  'issue.expression.operandRequired': 'Falta este valor.',
  'issue.expression.operandsEmpty': 'Adicione pelo menos um valor.',
  'issue.expression.optionRequired': 'Escolha a opção.',
  'issue.job.notEnoughFiles':
    'Ficheiros insuficientes: «{box}» precisa de pelo menos {min} ficheiros ({count} fornecidos).',
  'issue.job.maxFileCount': '«{box}» aceita no máximo {max} ficheiros ({count} fornecidos).',
  'issue.job.noRoom': 'Não é possível adicionar «{file}»: «{box}» já contém o máximo de {max} ficheiros.',
  'issue.job.appositionTwice': '«{file}» já foi adicionado a «{box}».',
  'issue.job.invalidFileType': 'O tipo de «{file}» não é adequado para «{box}».',
  'issue.job.unknownBox': 'Esta caixa não existe no serviço.',
  'issue.job.nameMandatory': 'Introduza um nome para o trabalho.',
  'issue.metadata.mandatory': '«{name}» é obrigatório.',
  'issue.metadata.pattern': '«{name}» não tem o formato esperado.',
  'issue.metadata.maxLines': '«{name}» tem {lines} linhas; são permitidas no máximo {maxLines}.',
  'issue.metadata.controlledValue': '«{value}» não é um valor permitido para «{name}».',
  'issue.metadata.constantValue': '«{value}» não é um dos valores propostos para «{name}».',
  'issue.ou.idMissing': 'A conta não tem identificador.',
  'issue.ou.delayInvalid': 'Um prazo tem de ser um número inteiro de dias, 0 ou mais.',
  'issue.ou.delays':
    'Os prazos têm de cumprir congelamento ({freeze}) ≤ ficheiros ({file}) ≤ dados ({data}) dias.',
  'issue.ou.webhookInvalid': 'URL inválido',
  'issue.ou.webhookInsecure': 'Recomenda-se uma ligação segura (HTTPS)',
  'issue.ou.webhookCredentials':
    'Um endereço de webhook não deve conter utilizador nem palavra-passe: as chamadas são assinadas.',
  'issue.ou.brandDomain': '«{domain}» tem de ser um nome de domínio como mail.example.com, não um URL.',
  'issue.pageSelector.notAllowed':
    'O seletor de páginas «{selector}» não é permitido para {kind} (permitidos: {allowed}).',
  'issue.channel.nameMandatory': 'O canal precisa de um nome.',
  'issue.channel.providerMandatory': 'Escolha o fornecedor que transporta as saídas do canal.',
  'issue.channel.idInvalid':
    'O identificador de canal «{id}» só pode conter letras, algarismos, «.», «-» e «_», e deve começar por uma letra ou um algarismo.',
  'issue.channel.idTaken': 'Outro canal já tem o identificador «{id}».',
  'issue.channel.workingDaysEmpty': 'Escolha pelo menos um dia útil.',
  'issue.channel.workingDayDuplicate': 'O dia útil {day} aparece duas vezes.',
  'issue.channel.cutoffTimeInvalid': 'A hora limite «{time}» deve ser escrita HH:mm (de 00:00 a 23:59).',
  'issue.channel.timeZoneUnknown':
    'O fuso horário «{timeZone}» é desconhecido: a hora limite será ignorada e os dias contados em UTC.',
  'issue.channel.fallbackStatusUnknown': '{code} não é um estado de envio conhecido.',
  'issue.channel.fallbackStatusDuplicate': 'O estado {code} aparece duas vezes.',
  'issue.channel.tracking.placeholderMissing':
    'A ligação de seguimento deve conter o marcador «{placeholder}» no lugar do número de seguimento.',
  'issue.channel.tokenWithoutTrigger':
    'Só um canal cujos ficheiros de saída são obtidos por um sistema externo tem um token de saída externo.',
  'issue.channel.outputFile.nameMandatory': 'Cada ficheiro de saída precisa de um nome.',
  'issue.channel.outputFile.duplicateName': 'Outro ficheiro de saída já se chama «{name}».',
  'issue.channel.outputFile.duplicateId': 'Outro ficheiro de saída já tem o identificador «{id}».',
  'issue.channel.outputFile.mainCount': 'Exatamente um ficheiro de saída deve ser o principal ({count} são).',
  'issue.channel.area.outsidePage':
    'A área ultrapassa a página {format}, que mede {widthMm} × {heightMm} mm.',
  'issue.channel.area.contentMandatory': 'Indique o que a área {type} mostra.',
  'issue.channel.area.unknownFont': 'O tipo de letra «{font}» não está disponível.',
  'issue.channel.area.colorInvalid': '«{color}» não é uma cor escrita rgba(vermelho,verde,azul,opacidade).',
  'issue.channel.option.unknownType': 'Não existe o tipo de opção «{optionTypeId}».',
  'issue.channel.option.unknown': 'A opção «{optionId}» não é uma opção do tipo «{optionTypeId}».',
  'issue.channel.option.groupEmpty': 'Ofereça pelo menos uma opção do tipo «{optionTypeId}».',
  'issue.channel.option.duplicate': 'A opção «{optionId}» é oferecida duas vezes.',
  'issue.channel.option.duplicateType': 'O tipo de opção «{optionTypeId}» aparece duas vezes.',
  'issue.channel.option.multipleDefaults': 'Só uma opção do tipo «{optionTypeId}» pode ser a predefinida.',
  'issue.option.type.nameMandatory': 'O tipo de opção precisa de um nome.',
  'issue.option.type.duplicateName': 'Outro tipo de opção já se chama «{name}».',
  'issue.option.valueMandatory': 'A opção precisa de um valor.',
  'issue.option.duplicateValue': 'Este tipo de opção já tem uma opção «{value}».',
  'error.optionTypeInUse':
    'O tipo de opção «{name}» não pode ser eliminado: ainda lhe pertencem {options} opções e {users} canais ou serviços usam-no.',
  'error.optionInUse': 'A opção «{value}» não pode ser eliminada: {users} canais ou serviços usam-na.',
  'issue.address.notExtracted': 'Não foi encontrado nenhum endereço no documento.',
  'issue.address.invalidFormat':
    'O endereço não tem uma linha de código postal e localidade válida para o seu país.',
  'issue.address.tooManyLines': 'O endereço tem demasiadas linhas.',
  'issue.address.unknownCountry': 'O país do endereço não é conhecido.',
  'issue.address.countryNotHandled': 'O país do endereço não é suportado por este canal.',
  'issue.address.countryUndetected': 'Não foi possível detetar o país do endereço.',
  'issue.address.incomplete':
    'O endereço está incompleto: precisa de pelo menos uma linha de nome ou rua e de uma linha com código postal e localidade.',
  'issue.address.postcodeCountryMismatch':
    'A linha de código postal e localidade não corresponde ao país indicado na última linha.',
  'issue.address.twoCountryLines':
    'O endereço indica um país em duas linhas: deixe apenas o país de destino, na última linha.',
  'issue.address.lineTooLong': 'Uma linha do endereço é demasiado longa.',
  'issue.email.empty': 'Não foi encontrado nenhum endereço de e-mail.',
  'issue.email.invalidFormat': 'O endereço de e-mail não é válido.',
  'issue.email.tooLong': 'O endereço de e-mail é demasiado longo.',
  'issue.phone.empty': 'Não foi encontrado nenhum número de telefone.',
  'issue.phone.invalidFormat': 'O número de telefone não é válido.',
  'issue.phone.countryNotHandled': 'O número de telefone pertence a um país que não é aceite aqui.',
  'issue.phone.countryUndetected':
    'Não foi possível detetar o país do número de telefone: escreva-o com o indicativo internacional (+…).',
  'issue.pdf.areaOutsidePage': 'A zona a ler está fora da página {page}, que mede {widthMm} × {heightMm} mm.',
  'issue.requirement.unknown': 'O serviço não tem nenhum requisito chamado «{name}».',
  'issue.requirement.notPdfArea': 'O requisito «{name}» não é lido de uma zona do PDF.',
  'issue.pdf.encrypted': 'O documento está encriptado ou protegido.',
  'issue.pdf.invalid': 'O ficheiro não é um documento PDF legível.',
  'issue.pdf.pageOutOfRange': 'A página pedida está fora do documento, que tem {pageCount} páginas.',
  'issue.pdf.tooComplex':
    'Este documento é demasiado complexo para processar: precisou de mais tempo ou memória do que o permitido.',
  'issue.pdf.invalidArea': 'A zona a ler precisa de uma largura e uma altura positivas.',
  'issue.pdf.invalidThumbnailWidth':
    'Não é possível criar uma pré-visualização com {widthPx} píxeis de largura.',
  'issue.split.invalidConfig': 'As definições de divisão do documento não são válidas.',
  'issue.data.config': 'As definições do ficheiro de dados não são válidas.',
  'issue.data.encoding':
    'Linha {line}: o texto não é {encoding} válido. Verifique a codificação escolhida para o ficheiro de dados.',
  'issue.data.lineTooLong': 'A linha {line} é demasiado longa.',
  'issue.data.columnCount': 'Linha {line}: {found} colunas encontradas, esperadas {expected}.',
  'issue.data.lineLength': 'A linha {line} não corresponde às larguras das colunas.',
  'issue.data.missingColumn': 'Linha {line}: falta no ficheiro uma coluna usada nas definições.',
  'issue.data.syntax': 'Linha {line}: não é possível ler os dados (erro de sintaxe).',
  'issue.data.jsonPointer': 'O ponteiro JSON «{pointer}» não leva a dados utilizáveis.',
  'issue.data.tooLarge': 'O ficheiro de dados é demasiado grande para ser lido (no máximo {limit} bytes).',
  'issue.archive.invalid': 'O ficheiro não é um arquivo ZIP legível, ou está danificado.',
  'issue.archive.tooManyEntries': 'O arquivo contém {count} ficheiros; são permitidos no máximo {limit}.',
  'issue.archive.tooLarge': 'Depois de extraído, o arquivo teria mais de {limit} bytes.',
  'issue.archive.compressionRatio':
    '«{name}» no arquivo está demasiado comprimido para ser extraído em segurança.',
  'issue.archive.pathTraversal': 'O nome «{name}» no arquivo aponta para fora da pasta do arquivo.',
  'issue.archive.absolutePath': 'O nome «{name}» no arquivo é um caminho absoluto.',
  'issue.archive.backslash': 'O nome «{name}» no arquivo contém uma barra invertida (\\).',
  'issue.archive.invalidName': 'Um nome de ficheiro no arquivo está vazio ou contém caracteres de controlo.',
  'issue.archive.duplicateName':
    'O arquivo contém «{name}» e «{previous}», que teriam o mesmo nome depois de extraídos.',
  'issue.archive.symlink': '«{name}» no arquivo é uma ligação simbólica, o que não é aceite.',
  'issue.archive.encrypted': '«{name}» no arquivo está encriptado ou protegido.',
  'issue.archive.unsupportedCompression': '«{name}» no arquivo usa um método de compressão não suportado.',
  'issue.archive.sizeMismatch': 'O tamanho de «{name}» no arquivo não corresponde ao tamanho declarado.',
  'issue.job.noPackGroups':
    'Não foi possível criar nenhum documento a partir deste trabalho: não contém nenhum PDF para dividir.',
  'issue.job.unknownService': 'O serviço deste trabalho já não existe.',
  'issue.job.processingFailed':
    'Não foi possível processar este trabalho. Tente mais tarde ou contacte o seu administrador.',
  'issue.job.processingCrashed':
    'O processamento deste trabalho parou o processo de trabalho várias vezes; foi posto de lado para que os outros trabalhos continuassem. Verifique os seus ficheiros (um PDF danificado ou muito complexo) ou contacte o seu administrador.',
  'issue.service.file.unknown': 'O serviço não tem nenhum ficheiro chamado «{name}».',
  'issue.service.file.unknownBox': 'Este ficheiro destina-se a uma caixa que o serviço não tem.',
  'issue.schema.invalid': 'Este valor não tem a forma correta: {reason}',
  'error.packGroupsAlreadyOrdered':
    '{count} destes destinatários já estão encomendados, rejeitados ou alterados: atualize a lista e encomende de novo.',
  'error.command.alreadyValidated': 'O seu envio já foi validado.',
  'error.command.notPending': 'Esta ordem de envio já não aguarda validação.',
  'error.command.cannotFree': 'Só os destinatários de uma ordem rejeitada ou expirada podem ser libertados.',
  'error.command.cannotCancel': 'Esta ordem de envio já não pode ser cancelada.',
  'deposit.delivery.proof.watermark': 'PROVA',
  'deposit.delivery.noPackGroups': 'Este depósito já não tem cartas para encomendar.',
  'deposit.delivery.channels': 'Canais',
  'deposit.delivery.channel.recipients': '{count} destinatários',
  'deposit.delivery.channel.postDates': 'Data de envio entre {earliest} e {latest}',
  'deposit.delivery.noChannel': 'Nenhum canal pode enviar estas cartas.',
  'deposit.delivery.notEligible.title': 'Cartas que nenhum canal pode levar',
  'deposit.delivery.notEligible.item': '{recipient}: {reasons}',
  'deposit.delivery.postDate.label': 'Data de envio pretendida',
  'deposit.delivery.postDate.description': 'Opcional, no formato yyyy-MM-dd.',
  'deposit.delivery.postDate.invalid': 'Introduza uma data no formato yyyy-MM-dd.',
  'deposit.delivery.postDate.planned': 'Data de envio prevista: {date}',
  'deposit.delivery.cutoff.passed':
    'A hora limite de hoje já passou: as cartas serão enviadas no próximo dia possível.',
  'deposit.delivery.cutoff.soon':
    'A hora limite de hoje é daqui a {minutes} minutos: encomende agora para enviar hoje.',
  'deposit.delivery.proof.button': 'Prova',
  'deposit.delivery.proof.title': 'Provas',
  'deposit.delivery.proof.loading': 'A preparar as provas',
  'deposit.delivery.proof.download': 'Descarregar a prova {name} (páginas: {pages})',
  'deposit.delivery.order.button': 'Encomendar',
  'deposit.delivery.ordered.AWAIT_VALIDATION': 'A sua encomenda aguarda validação.',
  'deposit.delivery.ordered.VALIDATED': 'A sua encomenda está validada: o processamento começou.',
  'deposit.delivery.ordered.other': 'A sua encomenda está registada (estado {state}).',
  'deposit.delivery.backHome': 'Voltar aos depósitos',
  'deposit.validation.empty': 'Nenhuma encomenda aguarda validação.',
  'deposit.validation.column.job': 'Depósito',
  'deposit.validation.column.owner': 'Proprietário',
  'deposit.validation.column.recipients': 'Destinatários',
  'deposit.validation.column.channels': 'Canais',
  'deposit.validation.column.postDate': 'Data de envio',
  'deposit.validation.column.actions': 'Ações',
  'deposit.validation.validate': 'Validar',
  'deposit.validation.reject': 'Rejeitar',
  'deposit.validation.validateJob': 'Validar a encomenda {name}',
  'deposit.validation.rejectJob': 'Rejeitar a encomenda {name}',
  'deposit.validation.reason': 'Motivo',
  'deposit.validation.reasonRequired': 'Indique o motivo da rejeição.',
  'deposit.validation.cancel': 'Cancelar',
  'deposit.validation.confirmReject': 'Rejeitar a encomenda',
  'deposit.validation.validated': 'A encomenda {name} está validada.',
  'deposit.validation.rejected': 'A encomenda {name} está rejeitada.',
  'issue.delivery.option.notOffered': 'O canal "{channel}" não oferece a opção "{optionId}".',
  'issue.delivery.channel.unknown': 'O serviço não tem o canal "{channel}".',
  'issue.delivery.postDate.notAllowed':
    '{date} não é uma data de envio possível para {channel}: escolha um dia útil de {earliest} a {latest}.',
  'issue.delivery.nothingToSend': 'Nenhum destes destinatários pode ser enviado por um canal do serviço.',
  'issue.delivery.noChannel': 'Nenhum canal do serviço pode enviar para este destinatário.',
  'issue.job.archiveEntryUnplaced':
    'Um ficheiro do arquivo não cabe em nenhuma caixa do serviço (pelo tipo, pelo nome ou pelo número de ficheiros permitido).',
  'issue.archive.tooDeep': 'O arquivo contém arquivos aninhados demasiado fundo para serem extraídos.',
  'issue.job.orphan.noMatch':
    'Este documento não corresponde a nenhum destinatário do depósito: não será enviado.',
  'issue.job.orphan.duplicate':
    'Este destinatário já tem um registo deste ficheiro de dados: este não será utilizado.',
  'issue.job.recordCountMismatch':
    'O ficheiro de dados não contém um registo por documento: os seus registos e os documentos do PDF devem corresponder-se um a um.',
  ...depositUploadPt,
  ...depositPackGroupsPt,
  ...depositVisualsPt,
  ...manageListsPt,
  ...manageDetailsPt,
  ...homeLivePt,
  ...chartsPt,
  ...orderValidationPt,
  ...statusPt,
  ...depositRequirementsPt,
  ...settingsPreferencesPt,
  ...settingsAccountPt,
  ...processingEditorPt,
  ...processingConsentPt,
  ...systemBrandingsPt,
  ...systemLocalesPt,
  ...depositPreflightPt,
  ...preflightPt,
  ...printerPt,
  ...printerScreenPt,
  ...ssoPt,
  ...a11yPt,
  ...facePt,
  ...apiKeyPt,
  ...webhooksPt,
  ...ippPrintPt,
  ...costsPt,
  ...smppPt,
  ...evidencePt,
  ...mailDomainsPt,
  ...mailReturnsPt,
  ...escalationPt,
  ...embeddedPt,
  ...systemSecurityPt,
  ...systemChannelsPt,
  ...systemAreasPt,
  ...systemOptionsPt,
  ...processingExpressionsPt,
  ...processingRulesPt,
  ...processingParserPt,
  ...processingSplitPt,
  ...processingServicesPt,
  ...adminAccessPt,
  ...adminUsersPt,
  ...adminAccountsPt,
};
