`default_nettype none
// The datapath of the large point: four G units, each half a G function a cycle,
// on the v state in flip-flops; the message buffer (one copy per unit), the
// schedule ring and the constant ROMs; the chaining value and the digest register.
//
//   F0  schedule ring (first halves) or the {y, x} of the cycle before (second
//       halves): per unit message index x and constant index y; the message copies
//       are addressed with {slot, x}
//   F1  m[x] (registered RAM read), c[y] (registered ROM read)
//   F2  mk = m ^ k (registered; 0 for an op other than a half step)
//   EX  unit i on a = A[i], b = B[i], c = C[i], d = D[i]: a' = a + b, d' = (d ^ a')
//       >>> 16|8, c' = c + d', b' = (b ^ c') >>> 12|7, written back to the state.
//       Row A holds a + mk of the op that reads it: the unit writes a' + mk of the
//       next op (in F2 meanwhile), an adder beside the c adder, so the half step has
//       two adders in series and no carry-save layer.
// Unit i always works on the word i of every row.  In the column step unit i holds
// column G_i; in the diagonal step the words are placed so that unit i holds the
// diagonal G whose a word is v[rho(i)], rho = (0 3 2 1): units 0..3 hold G4 G7 G6 G5.
// rho is an involution, so the second half of every step (column or diagonal) writes
// the rows back through the same fixed permutation: A swaps words 1 and 3, B 0<->1
// and 2<->3, C 0 and 2, D 0<->3 and 1<->2 (each word has two sources, none three).
module blake256x4_datapath #(
    parameter         MEM    = "bram",
    parameter integer ROUNDS = 14
) (
    input  wire        clk,
    input  wire [31:0] in_data,
    input  wire        c_mwe,       // write in_data at c_mwaddr in every copy
    input  wire [4:0]  c_mwaddr,    // {slot, word}
    input  wire        rst,
    input  wire        c_sh,        // F0: the first half of a step: turn the schedule ring
    input  wire        c_s0p2,      // F0: the second half of a step
    input  wire        c_rslot,     // F0: slot of the block
    input  wire        c_f1hs,      // F1: the op is a half step (else m ^ k = 0)
    input  wire        c_hs,        // EX: a half step
    input  wire        c_p2,        //     its second half (rotations 8, 7)
    input  wire        c_init,      // EX: finalise into h, initialise v for the next block
    input  wire        c_first,     //     the next block is the first of its message: h' = IV
    input  wire        c_fin,       // EX: finalise a message's last block into h
    input  wire        c_dgl,       // the digest register takes h
    input  wire [31:0] c_t,         //     counter t of the next block (low word)
    input  wire [2:0]  c_oaddr,     // digest word on the output
    output wire [31:0] digest_word
);
    // schedule: entry {r mod 10, diagonal, second half}, byte i = {x, y} of unit i:
    // x = sigma_r(2g + h), y = sigma_r(2g + 1 - h) with g = i (column) or 4 + rho(i)
    // (diagonal), h = the half (generated from lwhash.ref.blake.SIGMA)
    localparam [2047:0] SCHED = {
        256'h0000000000000000000000000000000000000000000000000000000000000000,
        256'h0000000000000000000000000000000000000000000000000000000000000000,
        256'h0000000000000000000000000000000000000000000000000000000000000000,
        256'he9c30dbf9e3cd0fb5167482a157684a27d415a2cd714a5c2803b9ef608b3e96f,
        256'h4f68a205f4862a50931ce7bd39c17edb3629b87063928b07a4def15c4aed1fc5,
        256'h57ef91d475fe194d38b0a6c2830b6a2ccb86d31ebc683de1fa427509af245790,
        256'ha5048f625a40f826ebcd1397bedc3179631749ea367194aedf250c8bfd52c0b8,
        256'h207b35c102b7531c6df984aed69f48eabadcfe98abcdef897654321067452301
    };
    // c0..c15 (c0 in the least significant bits)
    localparam [511:0] CONST = {
        256'hb54709173f84d5b5c97c50ddc0ac29b734e90c6cbe5466cf38d01377452821e6,
        256'hec4e6c89082efa98299f31d0a40938220370734413198a2e85a308d3243f6a88
    };
    localparam [255:0] IV = {   // h7 first
        32'h5be0cd19, 32'h1f83d9ab, 32'h9b05688c, 32'h510e527f,
        32'ha54ff53a, 32'h3c6ef372, 32'hbb67ae85, 32'h6a09e667
    };

    // the second half of a step writes word j of row X from unit PX[j] (entry j in bits
    // 2j+1:2j): X[j] takes the word that unit j holds in the next step
    localparam [7:0] PA = {2'd1, 2'd2, 2'd3, 2'd0};
    localparam [7:0] PB = {2'd2, 2'd3, 2'd0, 2'd1};
    localparam [7:0] PC = {2'd3, 2'd0, 2'd1, 2'd2};
    localparam [7:0] PD = {2'd0, 2'd1, 2'd2, 2'd3};

    // The schedule of the first halves of a block's steps, {x, y} of the four units
    // for (round, column/diagonal), sits in a ring of 2 * ROUNDS flip-flop words that
    // turns once per first half: a block turns it exactly once around, and reset (a
    // synchronous set/reset of each flip-flop to its first contents) puts it back.  The
    // second half of a step takes {y, x} of its first half, the cycle before.
    localparam integer NS = 2 * ROUNDS;
    reg  [31:0] ring_q [0:NS-1];
    reg  [31:0] xy_q;
    integer si;
    always @(posedge clk) begin
        for (si = 0; si < NS; si = si + 1)
            if (rst | c_sh)
                ring_q[si] <= rst ? SCHED[32*(4*((si / 2) % 10) + 2*(si % 2)) +: 32] : ring_q[(si + 1) % NS];
    end
    wire [31:0] xy = c_s0p2 ? {xy_q[27:24], xy_q[31:28], xy_q[19:16], xy_q[23:20],
                               xy_q[11:8], xy_q[15:12], xy_q[3:0], xy_q[7:4]} : ring_q[0];
    always @(posedge clk) xy_q <= xy;

    // ------------------------------------------------------------------ F0 -> F1 -> EX
    wire [31:0] m [0:3];
    wire [31:0] k [0:3];
    reg  [31:0] mk_q [0:3];
    genvar u;
    generate
        for (u = 0; u < 4; u = u + 1) begin : g_fetch
            // MEM = "bram": units 0 and 1 read one block RAM each, 2 and 3 LUT RAM.
            // A LUT-RAM copy is write-through: Yosys then registers its read address and
            // reads asynchronously, so the slot select of its two 16-word halves and the
            // xor with k fall into one LUT (the slot being read is never written)
            localparam STYLE = (MEM == "bram" && u < 2) ? "bram" : "logic";
            localparam integer WT = (STYLE == "logic") ? 1 : 0;
            lw_ram_sdp #(.DEPTH(32), .DW(32), .STYLE(STYLE), .NO_RW_CHECK(1), .WRITE_THROUGH(WT)) u_msg (
                .clk(clk), .we(c_mwe), .waddr(c_mwaddr), .wdata(in_data),
                .re(1'b1), .raddr({c_rslot, xy[8*u+4 +: 4]}), .rdata(m[u])
            );
            lw_rom #(.DEPTH(16), .DW(32), .STYLE("logic"), .INIT(CONST)) u_k (
                .clk(clk), .en(1'b1), .addr(xy[8*u +: 4]), .q(k[u])
            );
            always @(posedge clk) mk_q[u] <= c_f1hs ? m[u] ^ k[u] : 32'd0;
        end
    endgenerate

    // ------------------------------------------------------------------ EX
    reg  [31:0] va_q [0:3];
    reg  [31:0] vb_q [0:3];
    reg  [31:0] vc_q [0:3];
    reg  [31:0] vd_q [0:3];
    reg  [31:0] h_q  [0:7];
    reg  [31:0] dg_q [0:7];
    wire [31:0] a1 [0:3];
    wire [31:0] an [0:3];       // what row A takes: a word + mk of the next op
    wire [31:0] b1 [0:3];
    wire [31:0] c1 [0:3];
    wire [31:0] d1 [0:3];
    wire [31:0] hf [0:7];       // h ^ v[i] ^ v[i+8]: the finalised chaining value
    wire [31:0] hn [0:7];       // the chaining value of the next block
    generate
        for (u = 0; u < 4; u = u + 1) begin : g_unit
            wire [31:0] a = va_q[u], b = vb_q[u], c = vc_q[u], d = vd_q[u];
            assign a1[u] = a + b;                                          // a + mk + b
            wire [31:0] dx = d ^ a1[u];
            assign d1[u] = c_p2 ? {dx[7:0], dx[31:8]} : {dx[15:0], dx[31:16]};
            assign c1[u] = c + d1[u];
            wire [31:0] bx = b ^ c1[u];
            assign b1[u] = c_p2 ? {bx[6:0], bx[31:7]} : {bx[11:0], bx[31:12]};
            // finalisation: h'[i] = h[i] ^ v[i] ^ v[i+8], h'[i+4] = h[i+4] ^ v[i+4] ^ v[i+12]
            // (between blocks the rows are not rotated, and A holds a + 0: the op after
            // a block's last half step is not a half step)
            assign hf[u]     = h_q[u] ^ a ^ c;
            assign hf[u + 4] = h_q[u + 4] ^ b ^ d;
            assign hn[u]     = c_first ? IV[32*u +: 32] : hf[u];
            assign hn[u + 4] = c_first ? IV[128 + 32*u +: 32] : hf[u + 4];
            assign an[u]     = (c_init ? hn[u] : c_p2 ? a1[PA[2*u +: 2]] : a1[u]) + mk_q[u];
        end
    endgenerate

    integer j;
    always @(posedge clk) begin
        for (j = 0; j < 4; j = j + 1) begin
            if (c_hs | c_init) begin
                va_q[j] <= an[j];
                vb_q[j] <= c_init ? hn[4 + j] : c_p2 ? b1[PB[2*j +: 2]] : b1[j];
                vc_q[j] <= c_init ? CONST[32*j +: 32] : c_p2 ? c1[PC[2*j +: 2]] : c1[j];
                vd_q[j] <= c_init ? CONST[128 + 32*j +: 32] ^ (j < 2 ? c_t : 32'd0)
                         : c_p2 ? d1[PD[2*j +: 2]] : d1[j];
            end
        end
        for (j = 0; j < 8; j = j + 1) begin
            if (c_init | c_fin) h_q[j] <= hn[j];
            if (c_dgl) dg_q[j] <= h_q[j];
        end
    end
    assign digest_word = dg_q[c_oaddr];
endmodule

`default_nettype wire
