`default_nettype none
// The datapath of the large point: four G units, each half a G function a cycle,
// on the v state in flip-flops; the message buffer (one copy per unit), schedule
// and constant ROMs; the chaining value and the digest register.
//
//   F0  schedule ROM {round mod 10, step kind} -> per unit message index x and
//       constant index y; the message copies are addressed with {slot, x}
//   F1  m[x] (registered RAM read), c[y] (registered ROM read)
//   F2  mk = m ^ k (registered; 0 for an op other than a half step)
//   EX  unit i on a = A[i], b = B[i], c = C[i], d = D[i]: a' = a + b, d' = (d ^ a')
//       >>> 16|8, c' = c + d', b' = (b ^ c') >>> 12|7, written back to the state.
//       Row A holds a + mk of the op that reads it: the unit writes a' + mk of the
//       next op (in F2 meanwhile), an adder beside the c adder, so the half step has
//       two adders in series and no carry-save layer.
// The rows B, C, D are kept rotated by 1, 2, 3 words during the diagonal step, so
// that unit i always works on the word i of every row: the second half of a column
// step writes them back rotated, the second half of a diagonal step rotates them back.
module blake256x4_datapath #(
    parameter MEM = "bram"
) (
    input  wire        clk,
    input  wire [31:0] in_data,
    input  wire        c_mwe,       // write in_data at c_mwaddr in every copy
    input  wire [4:0]  c_mwaddr,    // {slot, word}
    input  wire [5:0]  c_saddr,     // F0: {round mod 10, diagonal, second half}
    input  wire        c_rslot,     // F0: slot of the block
    input  wire        c_f1hs,      // F1: the op is a half step (else m ^ k = 0)
    input  wire        c_hs,        // EX: a half step
    input  wire        c_p2,        //     its second half (rotations 8, 7)
    input  wire        c_diag,      //     a diagonal step
    input  wire        c_init,      // EX: finalise into h, initialise v for the next block
    input  wire        c_first,     //     the next block is the first of its message: h' = IV
    input  wire        c_fin,       // EX: finalise a message's last block into h
    input  wire        c_dgl,       // the digest register takes h
    input  wire [31:0] c_t,         //     counter t of the next block (low word)
    input  wire [2:0]  c_oaddr,     // digest word on the output
    output wire [31:0] digest_word
);
    // schedule: entry {r mod 10, diagonal, second half}, byte i = {x, y} of unit i:
    // x = sigma_r(2g + h), y = sigma_r(2g + 1 - h) with g = i (column) or 4 + i
    // (diagonal), h = the half (generated from lwhash.ref.blake.SIGMA)
    localparam [2047:0] SCHED = {
        256'h0000000000000000000000000000000000000000000000000000000000000000,
        256'h0000000000000000000000000000000000000000000000000000000000000000,
        256'h0000000000000000000000000000000000000000000000000000000000000000,
        256'h0dc3e9bfd03c9efb5167482a157684a25a417d2ca514d7c2803b9ef608b3e96f,
        256'ha2684f052a86f450931ce7bd39c17edbb82936708b926307a4def15c4aed1fc5,
        256'h91ef57d419fe754d38b0a6c2830b6a2cd386cb1e3d68bce1fa427509af245790,
        256'h8f04a562f8405a26ebcd1397bedc3179491763ea947136aedf250c8bfd52c0b8,
        256'h357b20c153b7021c6df984aed69f48eafedcba98efcdab897654321067452301
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

    (* rom_style = "logic" *)
    reg  [31:0] sched [0:63];
    integer si;
    initial for (si = 0; si < 64; si = si + 1) sched[si] = SCHED[32*si +: 32];
    wire [31:0] xy = sched[c_saddr];

    // ------------------------------------------------------------------ F0 -> F1 -> EX
    wire [31:0] m [0:3];
    wire [31:0] k [0:3];
    reg  [31:0] mk_q [0:3];
    genvar u;
    generate
        for (u = 0; u < 4; u = u + 1) begin : g_fetch
            // MEM = "bram": units 0 and 1 read one block RAM each, 2 and 3 LUT RAM
            localparam STYLE = (MEM == "bram" && u < 2) ? "bram" : "logic";
            lw_ram_sdp #(.DEPTH(32), .DW(32), .STYLE(STYLE), .NO_RW_CHECK(1)) u_msg (
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
            assign an[u]     = (c_init ? hn[u] : a1[u]) + mk_q[u];
        end
    endgenerate

    integer j;
    always @(posedge clk) begin
        for (j = 0; j < 4; j = j + 1) begin
            if (c_hs | c_init) begin
                va_q[j] <= an[j];
                vb_q[j] <= c_init ? hn[4 + j] : ~c_p2 ? b1[j] : c_diag ? b1[(j + 3) % 4] : b1[(j + 1) % 4];
                vc_q[j] <= c_init ? CONST[32*j +: 32] : c_p2 ? c1[(j + 2) % 4] : c1[j];
                vd_q[j] <= c_init ? CONST[128 + 32*j +: 32] ^ (j < 2 ? c_t : 32'd0)
                         : ~c_p2 ? d1[j] : c_diag ? d1[(j + 1) % 4] : d1[(j + 3) % 4];
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
