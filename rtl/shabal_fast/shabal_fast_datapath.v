`default_nettype none
// shabal_fast_datapath: Shabal-224/256/384/512, one step of the keyed permutation per
// cycle on the whole state in flip-flops (README.md: datapath, schedule).
//
//   A  ring of 12 words a[0..11]: a[0] = A[j], a[11] = A[j-1] (the last step's word);
//      each step shifts it by one word and puts the new A[j] in a[11]
//   B  ring of 16 words b[0..15]: b[0] = B[j], taps b[6], b[9], b[13]; the new B[j]
//      goes to b[15]
//   C  ring of 16 words c[0..15], turning the other way: c[0] = C[8-j]
//   M  the block of this round (16 words, static), M[j] read through a mux one cycle
//      ahead into mj_q
//   NB the next block (a shift register of 64-bit words, filled while this round runs)
//   S  (FINAL = "parallel") S[k] = C[k+3] + C[k+11] + C[k+15], the sum of the 36
//      final additions of A[k], made from three taps of the C ring in steps 36..47;
//      it is added to A[k] when the next round reads it (steps 0..10; A[11] in the
//      boundary cycle), so the final additions cost no cycle
//      (FINAL = "serial") the 36 additions A[j] += C[j+3] one a cycle, A turning
//      backwards, after the 48 steps: the seed's "additions in series"
//
// A round: one boundary cycle (B <= (C - M + M_next) <<< 17, C <= B, M <= M_next) and
// 48 steps (and, serial, 36 addition cycles).  The boundary of the first block of a
// message starts from a state loaded by c_init (A = IV_A, B = IV_C, C = IV_B, M = 0,
// S = 0), so that the one boundary formula makes the initial state; in the three
// final rounds NB still holds the last block, so C - M + NB = C.
module shabal_fast_datapath #(
    parameter integer DIGEST = 256,        // 224, 256, 384 or 512
    parameter [63:0]  FINAL  = "parallel"  // final additions: "parallel" (lazy) or "serial"
) (
    input  wire        clk,
    // the next block, 64-bit words, first word first
    input  wire [63:0] in_data,
    input  wire        c_nbshift,          // a word of the next block is taken
    // this cycle
    input  wire        c_init,             // load the message's starting state
    input  wire        c_bnd,              // round boundary
    input  wire        c_step,             // a permutation step
    input  wire        c_add,              // serial: an addition cycle
    input  wire        c_bshift,           // the B ring moves (steps, digest read-out)
    input  wire        c_sfill,            // parallel: S takes the next sum
    input  wire [3:0]  c_sidx,             // parallel: S[c_sidx] for the next step
    input  wire        c_sen,              //   (else 0)
    input  wire [3:0]  c_midx,             // M[c_midx] for the next step
    input  wire [23:0] c_wsel,             // the counter W in step 0, else 0
    input  wire        c_dzero,            // the digest word is the zero pad word
    output wire [31:0] digest_word
);
    localparam PAR  = (FINAL == "parallel");
    // after a round the C ring stands (8 - 48 - additions) mod 16 words from C[0]
    localparam integer COFF = PAR ? 8 : 4;
    localparam integer ND   = DIGEST / 32;

    function [31:0] bswap(input [31:0] v);
        bswap = {v[7:0], v[15:8], v[23:16], v[31:24]};
    endfunction
    function [31:0] rotl(input [31:0] v, input integer n);
        rotl = (v << n) | (v >> (32 - n));
    endfunction

    // A[0..11] of the initial state, word i in bits [32i +: 32]
    localparam [383:0] IV_A =
        (DIGEST == 224) ? {32'hFAECF061, 32'h5E2DFF25, 32'h069A149F, 32'h2F25374E, 32'hE0BCFD0F, 32'h606782BF,
                           32'hF1A2546B, 32'hA7FC73BA, 32'h68379D7B, 32'hD4CED997, 32'hA9B8D94A, 32'hA5201467} :
        (DIGEST == 256) ? {32'hEB21B74A, 32'hEFFDBC6B, 32'h22AF50DC, 32'h14CE5A45, 32'hB0D2EB8C, 32'hD2B5C1CA,
                           32'hBB7C44C9, 32'hE0078B86, 32'hB9645191, 32'h2D8EE3EC, 32'hE54B7999, 32'h52F84552} :
        (DIGEST == 384) ? {32'h3FCB8F2D, 32'h1460FD7E, 32'hCA54C77B, 32'hB6E2673E, 32'h8D659CFF, 32'h0A7C9601,
                           32'h41B82789, 32'h7B0448C1, 32'hBB6B8D83, 32'h003EBF26, 32'hE55C504E, 32'hC8FCA331} :
                          {32'h28ACAB7F, 32'h76D2ADAC, 32'h8BD14410, 32'hBE0CAE40, 32'hFAD06B8B, 32'hDBB930F1,
                           32'h0EA9E82C, 32'h71B4EF90, 32'h55304632, 32'hE782B699, 32'h46C0BD53, 32'h20728DFD};
    // B[0..15] of the initial state, word i in bits [32i +: 32]
    localparam [511:0] IV_B =
        (DIGEST == 224) ? {32'hB58E1B9C, 32'h918C580E, 32'h1D2C362E, 32'hA3513861, 32'hCBC139F0, 32'h7B81111A,
                           32'h8A1E9573, 32'hFEEE44B6, 32'h8A2D4FB5, 32'h26303E40, 32'h088C97F2, 32'h35156EEB,
                           32'h21DAD498, 32'hC0A746C8, 32'hF21850CF, 32'hEC9905D8} :
        (DIGEST == 256) ? {32'h55CB34A5, 32'h30924DD4, 32'h3299ACE4, 32'h3EA8B96B, 32'hB38B8890, 32'hBE216306,
                           32'h5138C1D4, 32'hA6E03615, 32'h0AFE4002, 32'h9CB6BF72, 32'h696FD868, 32'hDA28C1FA,
                           32'h9301515F, 32'hA72A652F, 32'h3E710596, 32'hB555C6EE} :
        (DIGEST == 384) ? {32'h86829B36, 32'hB285D165, 32'h333F4B89, 32'hB01D2116, 32'hF9F671B8, 32'h93711A25,
                           32'hCF5C4309, 32'h30117DCB, 32'hF2C62641, 32'h8DB98ABE, 32'hA854EA25, 32'h1CA6F016,
                           32'h944F169F, 32'h78E627E5, 32'h2A16455F, 32'h527291FC} :
                          {32'hA1A7502B, 32'h6D8BDE82, 32'h75941D99, 32'h72D2F240, 32'hBBC4324E, 32'hC5A0DF44,
                           32'h893B22DB, 32'h48910A5A, 32'h1DE85D08, 32'h73B9D314, 32'h1EA81AA9, 32'hEB6F56C7,
                           32'hCC8AD640, 32'hE7442C26, 32'h07B385F3, 32'hC1099CB7};
    // C[0..15] of the initial state, word i in bits [32i +: 32]
    localparam [511:0] IV_C =
        (DIGEST == 224) ? {32'hB1096D83, 32'h9B01DC60, 32'h38BBEB56, 32'h16F1AC05, 32'hA10C25C2, 32'h70AB1D43,
                           32'hE5B648A1, 32'h99405F2D, 32'h2204CB18, 32'h02512C53, 32'h16B21302, 32'h3AD8CDE5,
                           32'h04807EFD, 32'h1E907C51, 32'h4C1A0880, 32'hE4B573A1} :
        (DIGEST == 256) ? {32'h9B491C60, 32'hBA839E55, 32'hE6E00BF7, 32'hBC968828, 32'h83E82A7F, 32'h758B4B8B,
                           32'h60E2CEBA, 32'h88B59D60, 32'hED614433, 32'h56C56167, 32'hA327B8E1, 32'hC51C28AE,
                           32'hC0DD9D55, 32'hB3733979, 32'hC4233EBA, 32'hB405F031} :
        (DIGEST == 384) ? {32'hCB3DEE70, 32'hAA340E0D, 32'h28D95E6D, 32'h7C35073B, 32'h1E90EA0C, 32'hA9C69BD6,
                           32'h63130DAD, 32'h6E6E36DC, 32'h51353261, 32'h5048ECF5, 32'h5E6018B4, 32'hFE095F61,
                           32'hC6D28399, 32'hCEF6934D, 32'h76172146, 32'hF764B11A} :
                          {32'h7CDB5969, 32'h2537DC8D, 32'hAED9A06D, 32'h950C3434, 32'hBE97D79A, 32'h3C60D665,
                           32'h5194358F, 32'h7F07D787, 32'h04052780, 32'h418B2A6E, 32'h941A8CC2, 32'hB5D469D8,
                           32'h8134F359, 32'h56028CB2, 32'h58BAD750, 32'hD9BF68D1};

    // ------------------------------------------------------------------ state
    reg  [383:0] a_q;                      // A ring, word p at [32p +: 32]
    reg  [511:0] b_q, c_q;                 // B and C rings
    reg  [511:0] m_q;                      // M[i] of this round at [32i +: 32]
    reg  [511:0] nb_q;                     // the next block as it came (first word on top)
    reg  [31:0]  mj_q;                     // M[j] of this step
    wire [31:0]  nbw [0:15];               // M_next[i] (little-endian words)
    wire [31:0]  mw  [0:15];
    genvar g;
    generate
        for (g = 0; g < 16; g = g + 1) begin : g_w
            assign nbw[g] = bswap(nb_q[511 - 32*g -: 32]);
            assign mw[g]  = m_q[32*g +: 32];
        end
    endgenerate

    always @(posedge clk) begin
        if (c_nbshift) nb_q <= {nb_q[447:0], in_data};
        if (c_init)     m_q <= 512'd0;
        else if (c_bnd) m_q <= {nbw[15], nbw[14], nbw[13], nbw[12], nbw[11], nbw[10], nbw[9], nbw[8],
                                nbw[7], nbw[6], nbw[5], nbw[4], nbw[3], nbw[2], nbw[1], nbw[0]};
        mj_q <= c_bnd ? nbw[0] : mw[c_midx];
    end

    // ------------------------------------------------------------------ the step
    //   A[j] = U(A[j] ^ V(A[j-1] <<< 15) ^ C[8-j]) ^ B[j+13] ^ (B[j+9] & ~B[j+6]) ^ M[j]
    //   B[j] = ~(B[j] <<< 1) ^ A[j]
    wire [31:0] a0  = a_q[31:0];
    wire [31:0] a11 = a_q[383:352];
    wire [31:0] a0e;                       // A[j] with its final additions (parallel)
    wire [31:0] p   = rotl(a11, 15);
    wire [31:0] v   = p + {p[29:0], 2'b00};                 // V(p) = 5p
    wire [31:0] y   = a0e ^ {8'd0, c_wsel} ^ v ^ c_q[31:0];
    wire [31:0] u   = y + {y[30:0], 1'b0};                  // U(y) = 3y
    wire [31:0] t   = b_q[13*32 +: 32] ^ (b_q[9*32 +: 32] & ~b_q[6*32 +: 32]) ^ mj_q;
    wire [31:0] x   = u ^ t;
    wire [31:0] bx  = ~rotl(b_q[31:0], 1) ^ x;

    // ------------------------------------------------------------------ B and C
    //   boundary: B[i] <= (C[i] - M[i] + M_next[i]) <<< 17, C[i] <= B[i]
    //   C[i] stands in c[i - COFF]; the loaded C ring starts at c[p] = C[8 + p]
    generate
        for (g = 0; g < 16; g = g + 1) begin : g_bc
            wire [31:0] ci = c_q[32*((g - COFF + 16) % 16) +: 32];
            // two carry chains (kept apart: as one three-operand sum Yosys would build
            // a full-adder layer in LUTs, 32 LUT sites a word more)
            (* keep *) wire [31:0] es = ci - mw[g];
            wire [31:0] bs = rotl(es + nbw[g], 17);
            wire [31:0] bn = (g == 15) ? bx : b_q[32*((g+1) % 16) +: 32];
            always @(posedge clk) begin
                if (c_init)        b_q[32*g +: 32] <= IV_C[32*g +: 32];
                else if (c_bnd)    b_q[32*g +: 32] <= bs;
                else if (c_bshift) b_q[32*g +: 32] <= bn;
                if (c_init)                c_q[32*g +: 32] <= IV_B[32*((g + COFF) % 16) +: 32];
                else if (c_bnd)            c_q[32*g +: 32] <= b_q[32*((g + 8) % 16) +: 32];
                else if (c_step || c_add)  c_q[32*g +: 32] <= c_q[32*((g + 15) % 16) +: 32];
            end
        end
    endgenerate

    // ------------------------------------------------------------------ A and the final additions
    generate
        if (PAR) begin : g_par
            // S[k] = C[k+3] + C[k+11] + C[k+15]: in step j the taps c[10], c[2], c[6] hold
            // C[2-j], C[10-j], C[14-j], the terms of k = 15 - j; steps 36..47 give
            // k = 11 .. 0, shifted in at s[0] (so S[k] ends in s[k])
            reg  [383:0] s_q;
            reg  [31:0]  ssel_q;               // S[j] for step j = 0..10, else 0
            (* keep *) wire [31:0] spair = c_q[10*32 +: 32] + c_q[2*32 +: 32];
            wire [31:0]  ssum = spair + c_q[6*32 +: 32];
            assign a0e = a0 + ssel_q;
            always @(posedge clk) begin
                if (c_init)       s_q <= 384'd0;
                else if (c_sfill) s_q <= {s_q[351:0], ssum};
                ssel_q <= (c_sen && c_sidx < 4'd12) ? s_q[32*c_sidx +: 32] : 32'd0;
                if (c_init)       a_q <= IV_A;
                else if (c_bnd)   a_q[383:352] <= a11 + s_q[383:352];      // A[11] += S[11]
                else if (c_step)  a_q <= {x, a_q[383:32]};
            end
        end else begin : g_ser
            // addition cycle t = 0..35: A[11 - t] += C[6 - t]; the A ring turns backwards
            // with A[11 - t] in a[11], the C ring (as in the steps) has C[6 - t] in c[14]
            assign a0e = a0;
            always @(posedge clk) begin
                if (c_init)       a_q <= IV_A;
                else if (c_add)   a_q <= {a_q[351:0], a11 + c_q[14*32 +: 32]};
                else if (c_step)  a_q <= {x, a_q[383:32]};
            end
            wire unused_s = &{1'b0, c_sfill, c_sidx, c_sen};
        end
    endgenerate

    // ------------------------------------------------------------------ digest
    //   after the last round, C = B: its last ND words, B[16 - ND] first; the ring
    //   turns by one word a digest word
    assign digest_word = c_dzero ? 32'd0 : bswap(b_q[32*(16 - ND) +: 32]);
endmodule
`default_nettype wire
