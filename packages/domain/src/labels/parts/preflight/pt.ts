import type { Translations } from '../define';
import type { en } from './en';

export const pt: Translations<typeof en> = {
  'preflight.pageSize':
    'A página mede {width} × {height} mm; o canal imprime em {format}. Coloque a página em {format}.',
  'preflight.orientation':
    'A página está na horizontal; o canal imprime em {format} na vertical. Coloque a página na vertical.',
  'preflight.unprintableEdge':
    'Há algo impresso a menos de {edge} mm da margem da página, onde as impressoras não imprimem.',
  'preflight.addressWindow':
    'Algo que não é o endereço aparece na janela do envelope ou muito perto (um logótipo, uma linha, texto demasiado próximo). A transportadora pode não conseguir ler o endereço.',
  'preflight.technicalArea':
    'A página tem conteúdo onde o canal imprime a sua zona {type}: ficaria sobreposto.',
  'preflight.fontNotEmbedded':
    'O tipo de letra {font} não está incorporado; será impresso com {substitute}, que tem as mesmas larguras de letra.',
  'preflight.fontNotSubstitutable':
    'O tipo de letra {font} não está incorporado e nenhum tipo de letra com as mesmas larguras o pode substituir: o texto não seria impresso tal como foi escrito.',
  'preflight.type3Font':
    'O tipo de letra {font} é um tipo de letra Type 3 (letras desenhadas, muitas vezes imagens), que as impressoras reproduzem mal.',
  'preflight.lowResolution':
    'Uma imagem tem {dpi} ppp no tamanho impresso; são precisos pelo menos {minimum} ppp para uma impressão nítida.',
  'preflight.colourOnBlackAndWhite':
    'A página está a cores; o canal imprime a preto e branco. Escolha uma opção de cor para a imprimir a cores (custa mais).',
  'preflight.envelopeCapacity':
    'A carta ocupa {sheets} folhas; um envelope {envelope} leva {capacity}. Escolha um envelope maior ou divida a carta.',
  'preflight.code.pageSize': 'Tamanho da página',
  'preflight.code.orientation': 'Orientação',
  'preflight.code.unprintableEdge': 'Margem não imprimível',
  'preflight.code.addressWindow': 'Janela do endereço',
  'preflight.code.technicalArea': 'Zonas técnicas',
  'preflight.code.fontNotEmbedded': 'Tipo de letra não incorporado',
  'preflight.code.fontNotSubstitutable': 'Tipo de letra insubstituível',
  'preflight.code.type3Font': 'Tipo de letra Type 3',
  'preflight.code.lowResolution': 'Resolução da imagem',
  'preflight.code.colourOnBlackAndWhite': 'Cor em preto e branco',
  'preflight.code.envelopeCapacity': 'Capacidade do envelope',
  'preflight.severity.refuse': 'Recusado',
  'preflight.severity.warn': 'Aviso',
};
