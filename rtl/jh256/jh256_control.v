`default_nettype none
// jh256_control: the controller of the JH-256 datapath (jh256_datapath).
//
// A loader fills the two message banks (one 16-bit chunk a cycle, whenever the bank
// it points at is free) and a main FSM runs "jobs" of E8, 8 cycles a round (one
// chunk of every state word a cycle), the last round at half speed (16 cycles), in
// which the datapath XORs the message into the state on the way out:
//
//   message start: ZERO (8 cycles: the state becomes H(-1)), then the IV job (E8:
//                  H(0) = E8(H(-1)); its last round XORs M_1 into h0..h3);
//   block N:       E8; its last round XORs M_N into h4..h7 (the feed-forward of F8)
//                  and, unless N is the last block, M_{N+1} into h0..h3 (the input
//                  of the next F8), so the next block starts at once;
//   after the last block: DRAIN (the last writes), then OUT (h6 || h7, 16 chunks).
//
// The message operands are read (c_mraddr, c_mgate) two cycles before the datapath
// writes with them: for the odd chunk 2c+1 of the last round, issued in slot 4c + 2,
// the four following cycles read (M_N, chunk c), (M_{N+1}, chunk c), (M_N, chunk
// 4 + c), (M_{N+1}, chunk 4 + c) (see jh256_datapath).
module jh256_control #(
    parameter integer ROUND2 = 0,  // 1: JH round 2 (35 rounds and a half round)
    parameter         MEM    = "logic"  // "bram" with ROUND2: the message is in the block RAM
) (
    input  wire       clk,
    input  wire       rst,
    // lw_shell
    input  wire       in_valid,
    input  wire       in_first,
    input  wire       in_last,
    output wire       in_take,
    output wire       out_valid,
    input  wire       out_take,
    // datapath: message load
    output wire       c_mwe,      // write in_data to message word c_mword at c_mwaddr
    output wire [1:0] c_mword,
    output wire [3:0] c_mwaddr,   // {bank, chunk}
    // datapath: rounds
    output wire       c_issue,    // read chunk c_chunk of every state word from bank c_rbank
    output wire [2:0] c_chunk,
    output wire       c_odd,      // the chunk is the second of its pair (JH42: c_chunk[0])
    output wire       c_rbank,
    output wire [5:0] c_round,
    output wire       c_first,    // round 0 (constant C_0)
    output wire       c_slow,     // last round (half speed, message XOR on the way out)
    output wire       c_zero,     // zero pass: the results are replaced by zeros
    output wire       c_ivbit,    // ... and the one bit of H(-1) is set
    output wire [3:0] c_mraddr,   // message operand read: {bank, chunk}
    output wire       c_mgate,    // ... and used (else the operand is zero)
    output wire       c_msel,     // jh256_r2-bram: the block RAM reads message words now
    output wire       c_mpair,    // ... words 2 c_mpair, 2 c_mpair + 1
    output wire       c_osel      // digest chunk read now: h7 (1) or h6 (0)
);
    localparam integer LR = (ROUND2 != 0) ? 35 : 41;
    // jh256_r2-bram's half round: 6 slots a chunk (ph 0..5): reads of chunk c in
    // slots 0 and 1 (constant C_35 from the block RAM), message words from the block
    // RAM in slots 2, 3 (M_N, word pairs 0 and 1) and 4, 5 (M_{N+1}); the datapath
    // writes h4..h7 ^ M_N in slot 5 and h0..h3 ^ M_{N+1} in slot 7 (= 1 of the next)
    localparam RB = (ROUND2 != 0) && (MEM == "bram");
    localparam [5:0] LAST_R = LR[5:0];
    localparam [2:0] S_IDLE = 3'd0, S_ZERO = 3'd1, S_RUN = 3'd2, S_WAIT = 3'd3,
                     S_DRAIN = 3'd4, S_OUT = 3'd5;

    // ------------------------------------------------------------------ loader
    reg       wbank_q;
    reg [4:0] n_q;               // chunk of the block: {word, chunk}
    reg [1:0] full_q;            // bank holds a block not yet released
    reg [1:0] blast_q;           // ... the last of its message

    // a block is compressed after the one before it, or (from idle) as the first
    // of a message: the flag itself is not needed
    wire unused_first = in_first;
    wire load = in_valid & ~full_q[wbank_q];
    assign in_take  = load;
    assign c_mwe    = load;
    assign c_mword  = n_q[4:3];
    assign c_mwaddr = {wbank_q, n_q[2:0]};

    // ------------------------------------------------------------------ main FSM
    reg [2:0] st_q;
    reg       cbank_q;           // bank of the block being compressed
    reg [5:0] rnd_q;
    reg [4:0] sl_q;              // slot of the round (the last round: 17)
    reg       ivj_q;             // the job is the IV job
    reg       last_q;            // the block is the last of its message
    reg [3:0] j_q;               // digest chunk on the output
    reg       ov_q;
    reg [1:0] dr_q;
    // message operand reader
    reg       mact_q, mcb_q, mivj_q, mlast_q;
    reg [3:0] mj_q;

    wire run   = (st_q == S_RUN);
    wire zero  = (st_q == S_ZERO);
    wire lastr = (rnd_q == LAST_R);
    // the last round: JH42 issues chunk c in slot 2c and ends with slot 16; the round-2
    // half round issues chunk c twice, in slots 2c + 1 (first of the pair) and 2c + 2
    // (second), and ends with slot 18
    wire [4:0] sl_end = (ROUND2 != 0) ? 5'd18 : 5'd16;
    wire [4:0] sl_iss = (ROUND2 != 0) ? sl_q - 5'd1 : sl_q;
    wire       sl_gap = (ROUND2 != 0) ? sl_iss[4] : (sl_iss[0] || sl_iss[4]);
    reg  [2:0] ph_q, hc_q;       // jh256_r2-bram: phase and chunk of the half round
    wire       hend = (hc_q == 3'd7) && (ph_q == 3'd5);
    wire rend  = run && (lastr ? (RB ? hend : (sl_q == sl_end)) : (sl_q[2:0] == 3'd7));
    wire [3:0] jn = (ov_q && out_take) ? j_q + 4'd1 : j_q;

    wire       hgap = RB ? ph_q[2] || ph_q[1] : sl_gap;
    wire [2:0] hch  = RB ? hc_q : sl_iss[3:1];
    wire       hodd = RB ? ph_q[0] : sl_iss[0];
    assign c_issue   = (run && !(lastr && hgap)) || zero;
    assign c_chunk   = (run && lastr) ? hch : ((run || zero) ? sl_q[2:0] : jn[2:0]);
    assign c_odd     = (ROUND2 != 0 && run && lastr) ? hodd : c_chunk[0];
    assign c_rbank   = run ? rnd_q[0] : zero;
    assign c_round   = rnd_q;
    assign c_first   = (rnd_q == 6'd0);
    assign c_slow    = run && lastr;
    assign c_zero    = zero;
    assign c_ivbit   = zero && (sl_q == 5'd1);
    assign c_osel    = jn[3];
    assign out_valid = (st_q == S_OUT) && ov_q;

    // operand j (0..15): j[0] = 0: M_N (h4..h7), 1: M_{N+1} (h0..h3); chunk {j[1], j[3:2]}
    // (JH42: the two chunks of a result pair), j[3:1] (round 2: chunk by chunk)
    wire [2:0] mch  = (ROUND2 != 0) ? mj_q[3:1] : {mj_q[1], mj_q[3:2]};
    // jh256_r2-bram: M_N in phases 2, 3, M_{N+1} in 4, 5 of chunk hc_q
    wire       mnx  = ph_q[2];
    assign c_msel   = RB && run && lastr && (ph_q[2] || ph_q[1]);
    assign c_mpair  = RB && ph_q[0];
    assign c_mraddr = RB ? {mnx ? (ivj_q ? cbank_q : ~cbank_q) : cbank_q, hc_q}
                         : {mj_q[0] ? (mivj_q ? mcb_q : ~mcb_q) : mcb_q, mch};
    assign c_mgate  = RB ? (mnx ? (ivj_q || !last_q) : !ivj_q)
                         : mact_q && (mj_q[0] ? (mivj_q || !mlast_q) : !mivj_q);

    always @(posedge clk) begin
        if (rst) begin
            wbank_q  <= 1'b0;
            n_q      <= 5'd0;
            full_q   <= 2'b00;
            blast_q  <= 2'b00;
            st_q     <= S_IDLE;
            cbank_q  <= 1'b0;
            rnd_q    <= 6'd0;
            sl_q     <= 5'd0;
            ivj_q    <= 1'b0;
            last_q   <= 1'b0;
            j_q      <= 4'd0;
            ov_q     <= 1'b0;
            dr_q     <= 2'd0;
            mact_q   <= 1'b0;
            mcb_q    <= 1'b0;
            mivj_q   <= 1'b0;
            mlast_q  <= 1'b0;
            mj_q     <= 4'd0;
            ph_q     <= 3'd0;
            hc_q     <= 3'd0;
        end else begin
            // jh256_r2-bram: the half round's phase and chunk
            if (RB && run && lastr) begin
                ph_q <= (ph_q == 3'd5) ? 3'd0 : ph_q + 3'd1;
                if (ph_q == 3'd5) hc_q <= hc_q + 3'd1;
            end
            // loader
            if (load) begin
                n_q <= n_q + 5'd1;
                if (n_q == 5'd31) begin
                    blast_q[wbank_q] <= in_last;
                    full_q[wbank_q]  <= 1'b1;
                    wbank_q          <= ~wbank_q;
                end
            end
            // message operand reader: 16 cycles from slot 2 of the last round
            if (run && lastr && (sl_q == 5'd1)) begin
                mact_q  <= 1'b1;
                mj_q    <= 4'd0;
                mcb_q   <= cbank_q;
                mivj_q  <= ivj_q;
                mlast_q <= last_q;
            end else if (mact_q) begin
                mj_q <= mj_q + 4'd1;
                if (mj_q == 4'd15) mact_q <= 1'b0;
            end
            // main FSM
            case (st_q)
                S_IDLE: if (full_q[cbank_q]) begin
                    st_q   <= S_ZERO;
                    sl_q   <= 5'd0;
                    ivj_q  <= 1'b1;
                    last_q <= blast_q[cbank_q];
                end
                S_ZERO: begin
                    sl_q <= sl_q + 5'd1;
                    if (sl_q == 5'd7) begin
                        st_q  <= S_RUN;
                        sl_q  <= 5'd0;
                        rnd_q <= 6'd0;
                    end
                end
                S_RUN: begin
                    sl_q <= sl_q + 5'd1;
                    if (rend) begin
                        sl_q <= 5'd0;
                        if (!lastr) begin
                            rnd_q <= rnd_q + 6'd1;
                            // the last round needs the next block (unless there is none)
                            if ((rnd_q == LAST_R - 6'd1) && !ivj_q && !last_q && !full_q[~cbank_q])
                                st_q <= S_WAIT;
                        end else begin
                            rnd_q <= 6'd0;
                            if (ivj_q) begin
                                ivj_q <= 1'b0;            // block 1 follows in the same bank
                            end else begin
                                full_q[cbank_q] <= 1'b0;
                                cbank_q         <= ~cbank_q;
                                last_q          <= blast_q[~cbank_q];
                                if (last_q) begin
                                    st_q <= S_DRAIN;
                                    dr_q <= 2'd0;
                                end
                            end
                        end
                    end
                end
                S_WAIT: if (full_q[~cbank_q]) st_q <= S_RUN;
                S_DRAIN: begin
                    dr_q <= dr_q + 2'd1;
                    if (dr_q == 2'd3) begin
                        st_q <= S_OUT;
                        j_q  <= 4'd0;
                        ov_q <= 1'b0;
                    end
                end
                S_OUT: begin
                    ov_q <= 1'b1;
                    j_q  <= jn;
                    if (ov_q && out_take && (j_q == 4'd15)) st_q <= S_IDLE;
                end
                default: st_q <= S_IDLE;
            endcase
        end
    end
endmodule

`default_nettype wire
