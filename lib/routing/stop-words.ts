// Stop words, English and Korean: words that carry no topic, dropped from the index and from
// queries (and never offered as words a description lacks, filler.ts). Two plain lists, apart from
// the analyser so that "is this word dropped?" is answered by reading one file.

export const EN_STOP = new Set(
  (
    "a an the and or but nor of to in on at by for from with without into onto over under about as " +
    "is are was were be been being am do does did doing done have has had having " +
    "i me my mine we us our you your yours he she it its they them their this that these those " +
    "there here what which who whom whose when where why how all any each every some such " +
    "no not only own same so than too very just also both either neither more most other " +
    "can could would should will shall may might must please pls let lets let's " +
    "use used uses using via etc e g eg ie i.e if then else up out off again further once " +
    "need needs want wants help like look get gets got try make makes thing things stuff something someone " +
    "anything everything way really maybe actually basically now still even much many lot bit since ago " +
    "rn pls plz hey ok okay sure idea guys last already yet " +
    "s t d ll m re ve y"
  ).split(/\s+/),
);

/** Korean function words that carry no topic. */
export const KO_STOP = new Set(
  (
    "좀 이거 이것 그거 그것 저거 저것 것 거 수 등 및 또는 그리고 그냥 그래서 하지만 때 위해 위한 대한 대해 관련 사용 " +
    "경우 해 해줘 해주세요 주세요 줘 하다 한다 합니다 있는 없는 있게 없이 어떻게 뭐 무엇 내 제 우리 이 그 저 새 더 잘 다 " +
    "모든 각 통해 같은 같이 할 한 하는 하고 해서 하기 되는 된 됨 때는 중 후 전 다음 먼저 혹은 만약 바로 다시 지금 " +
    "여기 거기 봐 봐줘 봐주세요 해봐 알려줘 알려주세요 요 네 예 으로 로 을 를 이 가 은 는 의 에 도 만 와 과 요청 원하는 필요한 필요 싶어 싶은 " +
    "너무 일단 진짜 정말 그대로 하나 이번 얼마나 얼마 어디서 어디 뭐부터 모르겠어 모르 싶어 싶은데 싶다 있어 있는지 없어 돼 " +
    "되는데 하면 할까 해야 할지 전에 후에 마다 때마다 매번 계속 대충 제대로 같아 같은데 그런데 근데 혹시 아마 이렇게 저렇게 " +
    "그렇게 어떤 무슨 몇 누가 왜 언제 어느 다른 여러 모두 전부 항상 자꾸 자주 가끔 벌써 아직 이미 또 못 안 거야 건데 " +
    "되게 엄청 약간 조금 많이 계속해서 일부 그냥 막 쭉 다시한번 한번 한 번 부탁해 부탁 가능해 가능 수도 것들 거기서 이거랑 " +
    "걸 게 데 듯 뭔가 뭔지 무엇을 어떤지 있게 있을까 없을까 될까 되나 되지 않게 안되 안돼 " +
    // particles left standing when a word is cut where Hangul meets Latin ("PDF에서", "docx로")
    "에서 에게 한테 이랑 랑 까지 부터 처럼 보다 마다 에는 에도 으로는 로는 이나 나 이란 란 라는 이라는 라고 이라고 께 에서는 으로서 로서"
  ).split(/\s+/),
);
